/** Types of fanoutUnits.mjs (plain JavaScript, loaded as it is by the helper thread). */
export declare const Slot: {
  readonly Gen: 0;
  readonly Next: 1;
  readonly Ready: 2;
  readonly Alive: 3;
  readonly Units: 8;
};
export declare const CLOSED: number;
export declare const Unit: {
  readonly Fd: 0;
  readonly Start: 1;
  readonly Length: 2;
  readonly Written: 3;
  readonly State: 4;
  readonly Words: 5;
};
export declare function freeUnit(gen: number): number;
export declare function takenUnit(gen: number): number;
export interface SharedBlock {
  control: Int32Array;
  bytes: Buffer;
}
export declare function sharedBlock(maxUnits: number, capacity: number): SharedBlock;
export declare function writeUnit(control: Int32Array, bytes: Uint8Array, gen: number, unit: number): void;
export declare function helpWith(control: Int32Array, bytes: Uint8Array, gen: number): void;
