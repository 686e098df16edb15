/**
 * Set before Vimeo's player API runs (the pack imports this first): its import would otherwise
 * send the page's address to every Vimeo frame that gets ready ("appendVideoMetadata", for
 * Vimeo's search listings). The frame is asked for `dnt=1`; the page's address stays with the page.
 */
(globalThis as { VimeoSeoMetadataAppended?: boolean }).VimeoSeoMetadataAppended = true;
