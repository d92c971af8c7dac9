// The Mocha globals web-test-runner provides in the browser (no @types/mocha in this project).
type MochaDone = (error?: unknown) => void;
type MochaCallback = (this: unknown, done: MochaDone) => unknown;

declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: MochaCallback): void;
declare function before(body: MochaCallback): void;
declare function after(body: MochaCallback): void;
declare function beforeEach(body: MochaCallback): void;
declare function afterEach(body: MochaCallback): void;
