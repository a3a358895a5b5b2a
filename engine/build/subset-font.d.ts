/** Types for the parts of `subset-font` (which ships none) that engine/build/fonts.ts uses. */
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    /** OpenType feature tags to keep; all are kept when absent. */
    keepFeatures?: string[];
    noHinting?: boolean;
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>;
}
