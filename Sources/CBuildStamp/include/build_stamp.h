#ifndef TV_BUILD_STAMP_H
#define TV_BUILD_STAMP_H

/// The commit tv was built from ("3379e80", "3379e80-dirty"), or "" in a binary nothing stamped. The build leaves it
/// empty; scripts/stamp-binary writes it into the section `tv_commit` of the copy it installs or packages (objcopy
/// --update-section), so that builds stay the same whatever the commit and a build from a tarball needs no git.
const char *tv_build_commit(void);

#endif
