// Files webpack bundles that TypeScript does not read.
declare module '*.css';
declare module '*.mp3' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
