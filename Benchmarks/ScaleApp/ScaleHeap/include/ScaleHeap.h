// The heap bytes in use, for the scale benchmarks' memory figures (glibc's mallinfo2, which Swift's Glibc module does not export).
#include <stddef.h>

/// The bytes the process's heap holds now: mallinfo2().uordblks on glibc, 0 elsewhere.
size_t scale_heap_bytes(void);
