#pragma once

// Hand-made catalogs for the advice tests: the bundled GPUs and one "test" provider whose prices
// and limits are known, so every expected figure can be worked out by hand.
#include "common/fixtures.h"
#include "core/advice.h"

namespace ga::test {

inline Scenario preset(const char *id, Method method)
{
    Scenario s;
    s.model = *findPreset(QString::fromLatin1(id));
    s.method = method;
    return s;
}

struct TestCatalog {
    Catalog catalog;

    TestCatalog()
    {
        catalog.gpus = bundledCatalog().gpus;
        Provider p;
        p.id = QStringLiteral("test");
        p.name = QStringLiteral("Test Cloud");
        p.currency = QStringLiteral("USD");
        p.source = QStringLiteral("unit test");
        p.asOf = QStringLiteral("2026-01-01");
        PriceComponents pc;
        pc.region = QStringLiteral("*");
        // The first class is what a scenario without a disk class gets (chosenDisk).
        pc.disks = {DiskClass{QStringLiteral("ssd"), QStringLiteral("SSD"), 0.10, 3000.0, 125.0},
                    DiskClass{QStringLiteral("nvme"), QStringLiteral("NVMe"), 0.20, 80000.0, 1000.0}};
        pc.egressPerGb = 0.09;
        pc.objectStoragePerGbMonth = 0.02;
        pc.objectStoragePer10kGet = 0.004;
        pc.source = QStringLiteral("unit test");
        pc.asOf = QStringLiteral("2026-01-01");
        p.priceComponents = {pc};
        catalog.providers = {p};
    }

    // A generous host: 32 vCPUs at 3 GHz and 256 GiB per GPU, 4 TB of NVMe, 100 Gbps with RDMA
    // and GPUDirect Storage, NVLink between its GPUs.
    Instance &add(const QString &type, const QString &gpu, int count, double hourly)
    {
        Instance in;
        in.provider = QStringLiteral("test");
        in.currency = QStringLiteral("USD");
        in.type = type;
        in.region = QStringLiteral("r1");
        in.gpuId = gpu;
        in.gpuCount = count;
        in.vcpu = 32 * count;
        in.cpuGhz = 3.0;
        in.ramGib = 256.0 * count;
        in.networkGbps = 100;
        in.nvlink = count > 1;
        in.rdma = true;
        in.gds = true;
        in.localNvmeGb = 4000;
        in.prices.onDemandHourly = hourly;
        in.source = QStringLiteral("unit test");
        in.asOf = QStringLiteral("2026-01-01");
        catalog.instances.append(in);
        return catalog.instances.last();
    }
};

inline const InstanceEvaluation *find(const Advice &a, const QString &type)
{
    for (const InstanceEvaluation &e : a.instances)
        if (e.instance->type == type)
            return &e;
    return nullptr;
}

inline QStringList codesOf(const QList<Advisory> &list)
{
    QStringList out;
    for (const Advisory &a : list)
        out << a.code;
    return out;
}

} // namespace ga::test
