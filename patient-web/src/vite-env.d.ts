/** The client build's `.vite/manifest.json`, given to the server bundle by vite.config.ts. */
declare module 'virtual:client-manifest' {
  interface ManifestChunk {
    file: string;
    src?: string;
    name?: string;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
  }
  const manifest: Record<string, ManifestChunk>;
  export default manifest;
}
