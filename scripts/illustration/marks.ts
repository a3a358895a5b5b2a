export const MARKS: { file: string; svg: string }[] = [];
