// Files webpack bundles that TypeScript does not read.
declare module '*.css';
