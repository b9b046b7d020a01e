// Types of photo-size.js, for its unit test.
export declare const LONGEST_SIDE: number;
export declare const JPEG_QUALITY: number;
export declare function isShrinkable(file: { type: string }): boolean;
export declare function shrunkSize(size: {
  width: number;
  height: number;
}): { width: number; height: number } | undefined;
