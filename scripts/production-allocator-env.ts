// The C library's allocator settings the server runs with in production (ADRs 029 and 031). glibc reads
// them once, when the process starts, so they cannot be set from inside the server: `npm start`,
// `npm run serve` and the Dockerfile put them in the server's environment, and the benchmarks start
// their servers with them so that they measure what production runs.
export const PRODUCTION_ALLOCATOR_ENV = {
  // Threads that compress pages and make picture variants share two heaps instead of getting one
  // each, whose freed memory glibc rarely hands back.
  MALLOC_ARENA_MAX: "2",
  // Blocks of 4 MiB and more (picture buffers) are mapped on their own and returned when freed.
  // Smaller ones, the brotli encoder's tables among them, are reused from a heap: mapped afresh
  // for every page, they cost each rendered page more than its own rendering (ADR 031).
  MALLOC_MMAP_THRESHOLD_: "4194304",
  // A heap's free top beyond 8 MiB goes back to the system; below, it is kept for the next page.
  MALLOC_TRIM_THRESHOLD_: "8388608",
} as const;
