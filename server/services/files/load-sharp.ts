// sharp maps libvips into the process when it is imported (about 25 MB resident). Most requests
// never touch an image, so it is imported on the first one that does, keeping an idle server small.
import type SharpModule from 'sharp';

export type SharpFactory = typeof SharpModule;

let loading: Promise<SharpFactory> | undefined;

export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
