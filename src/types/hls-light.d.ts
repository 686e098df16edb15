// hls.js's package exports its light build (`hls.js/light`) without types of its own: the light
// build has the full build's API (the controllers it leaves out are not part of it).
declare module 'hls.js/light' {
  import Hls from 'hls.js';

  export default Hls;
}
