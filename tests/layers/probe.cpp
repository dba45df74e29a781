// Compiled only by the layer tests (tests/layers/CMakeLists.txt): one include of GA_PROBE_HEADER
// against one part's library.
#include GA_PROBE_HEADER
