export const MIN_COMPRESS_BYTES: number;
export function precompress(dir: string, fileNames: string[]): Promise<void>;
