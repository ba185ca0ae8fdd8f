// Public exports of this area; see ../index.ts.
export {};
