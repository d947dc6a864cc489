export declare const productionPackages: (root: string) => string[];
export declare const assembleProductionTree: (
  root: string,
  dir: string,
) => Promise<{ packages: number }>;
