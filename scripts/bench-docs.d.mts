export declare const PERFORMANCE_PAGE: string;
export declare const BENCH_BLOCKS: string[];
export declare function replaceBlock(text: string, name: string, body: string): string;
export declare function readBlock(text: string, name: string): string | undefined;
export declare function writeBenchDocs(name: string, body: string, file?: string): void;
export declare function docsRequest(argv?: string[]): { write: boolean; args: string[] };
export declare function runCaption(run: { command: string; setup?: string; started: Date; loadBefore: number[] }): string;
export declare function runStart(): { started: Date; loadBefore: number[] };
