#include "build_stamp.h"

#if defined(__APPLE__)
#define TV_STAMP_SECTION "__DATA,tv_commit"
#else
#define TV_STAMP_SECTION "tv_commit"
#endif

/// The section's one variable, exactly as long as the section (scripts/stamp-binary writes that many bytes). The
/// first byte NUL says "not stamped"; the rest is not all zero so that the section holds bytes in the file (a section
/// of zeros would be left to the loader to zero, with nothing to update).
__attribute__((section(TV_STAMP_SECTION), used)) char tv_build_stamp[48] = "\0tv commit stamp (scripts/stamp-binary)";

const char *tv_build_commit(void) {
    // Read through a volatile pointer: the compiler may not assume the bytes it initialised are still there.
    const char *volatile stamp = tv_build_stamp;
    return stamp;
}
