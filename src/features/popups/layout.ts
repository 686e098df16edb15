/**
 * The layout rules Boxzilla's script (before 3.3) injected itself, since that plugin enqueues no
 * stylesheet for them: the overlay over the whole viewport, the centre container, the corner
 * positions, the content's edge margins, the close icon and the shake animation. Boxzilla 3.3 and
 * later enqueue them as a stylesheet: these rules are in the part pack `popups-layout`
 * (packs/popups-layout.ts), which the popups mount loads only where the page lacks that
 * stylesheet (stylesheet.ts). Written with `:where()` (no specificity) and added first in
 * `<head>` (lib/stylesheet), so any rule of the site's own stylesheets wins.
 */
import { addStyleText } from '../../lib/stylesheet';

export const LAYOUT_MARK = 'data-airlift-boxzilla-css';

/** Later rules win at equal (zero) specificity: the generic box comes before the centred one. */
const LAYOUT_CSS = [
  ':where(#boxzilla-overlay,.boxzilla-overlay){position:fixed;background:rgba(0,0,0,.65);width:100%;height:100%;left:0;top:0;z-index:10000}',
  ':where(.boxzilla){position:fixed;z-index:12000;box-sizing:border-box;background:#fff;padding:25px}',
  ':where(.boxzilla-center-container){position:fixed;top:0;left:0;right:0;height:0;text-align:center;z-index:11000;line-height:0}',
  ':where(.boxzilla-center-container .boxzilla){display:inline-block;text-align:left;position:relative;line-height:normal}',
  ':where(.boxzilla.boxzilla-top-left){top:0;left:0}',
  ':where(.boxzilla.boxzilla-top-right){top:0;right:0}',
  ':where(.boxzilla.boxzilla-bottom-left){bottom:0;left:0}',
  ':where(.boxzilla.boxzilla-bottom-right){bottom:0;right:0}',
  ':where(.boxzilla-content>:first-child){margin-top:0;padding-top:0}',
  ':where(.boxzilla-content>:last-child){margin-bottom:0;padding-bottom:0}',
  ':where(.boxzilla-close-icon){position:absolute;right:0;top:0;text-align:center;padding:6px;cursor:pointer;font-size:28px;font-weight:bold;line-height:20px;color:#000;opacity:.5}',
  ':where(.boxzilla-close-icon:hover,.boxzilla-close-icon:focus){opacity:.8}',
  ':where(.boxzilla-wobble){animation:boxzilla-wobble 1s both}',
  '@keyframes boxzilla-wobble{from,to{transform:none}15%{transform:translate3d(-21%,0,0) rotate(-5deg)}30%{transform:translate3d(18%,0,0) rotate(3deg)}'
    + '45%{transform:translate3d(-12%,0,0) rotate(-3deg)}60%{transform:translate3d(6%,0,0) rotate(2deg)}75%{transform:translate3d(-3%,0,0) rotate(-1deg)}}',
].join('\n');

/** Adds Boxzilla's layout rules to the page (once). */
export function addBoxLayout(): void {
  addStyleText(LAYOUT_MARK, LAYOUT_CSS);
}
