// Leaflet's ES module build (the package's `main` is UMD); its types are @types/leaflet's.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
