#pragma once

// The header row of SkyPilot's vms.csv (catalog v7/v8, as tests/data/import/FORMATS.md records
// it), as a literal so tests can append their rows by literal concatenation.
#define GA_SKYPILOT_HEADER "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region,AvailabilityZone"
