// The local GPU probe's reading of `nvidia-smi --query-gpu=name,memory.total --format=csv,noheader,nounits`.
#include "data/localgpu.h"

#include <QTest>

using namespace ga;

class TestLocalGpu : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void nvidiaSmiParsing_data()
    {
        QTest::addColumn<QString>("output");
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("firstMiB");
        QTest::newRow("one") << QStringLiteral("NVIDIA GeForce RTX 4090, 24564\n") << 1 << 24564.0;
        QTest::newRow("two") << QStringLiteral("NVIDIA A100-SXM4-80GB, 81920\nNVIDIA A100-SXM4-80GB, 81920\n") << 2 << 81920.0;
        QTest::newRow("comma in name") << QStringLiteral("Tesla T4, rev A, 15360\n") << 1 << 15360.0;
        QTest::newRow("garbage") << QStringLiteral("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.\n") << 0
                                 << 0.0;
        QTest::newRow("not a number") << QStringLiteral("GPU, [N/A]\n") << 0 << 0.0;
        QTest::newRow("empty") << QString() << 0 << 0.0;
    }
    void nvidiaSmiParsing()
    {
        QFETCH(QString, output);
        QFETCH(int, count);
        QFETCH(double, firstMiB);
        const auto gpus = parseNvidiaSmi(output);
        QCOMPARE(gpus.size(), count);
        if (count > 0)
            QCOMPARE(gpus.constFirst().memoryMiB, firstMiB);
    }
};

QTEST_GUILESS_MAIN(TestLocalGpu)
#include "tst_localgpu.moc"
