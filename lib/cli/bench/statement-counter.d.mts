/** What the server has sent the database so far (see statement-counter.mjs). */
export declare const counts: { statements: number; keyLookups: number; transactions: number };
export declare function count(text: unknown): void;
