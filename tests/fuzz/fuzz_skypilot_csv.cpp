// libFuzzer target: a SkyPilot CSV catalog, imported as `gpu-advisor catalog import` does.
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return ga::fuzz::fuzzCsvImport(data, size, QStringLiteral("aws-vms.csv"));
}
