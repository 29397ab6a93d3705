/**
 * Files up to this size cost a round of calls each, not bandwidth: an
 * Orbax or TensorStore checkpoint, or a log folder, holds tens of thousands.
 */
export const SMALL_FILE = 1024 * 1024;

/** ...so this many of them are in flight at once (4 at a time, 50,000 took minutes). */
export const SMALL_IN_FLIGHT = 32;
