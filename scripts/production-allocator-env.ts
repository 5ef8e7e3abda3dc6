// The C library's allocator settings the server runs with in production (ADR 029). glibc reads
// them once, when the process starts, so they cannot be set from inside the server: `npm start`,
// `npm run serve` and the Dockerfile put them in the server's environment, and the benchmarks start
// their servers with them so that they measure what production runs.
export const PRODUCTION_ALLOCATOR_ENV = {
  // Threads that compress pages and make picture variants share two heaps instead of getting one
  // each, whose freed memory glibc rarely hands back.
  MALLOC_ARENA_MAX: "2",
  // Blocks of 128 KiB and more (compression windows, picture buffers) are mapped on their own and
  // returned when freed, instead of staying in a heap.
  MALLOC_MMAP_THRESHOLD_: "131072",
} as const;
