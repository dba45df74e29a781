#pragma once

#include <QList>
#include <QObject>
#include <QString>

class QProcess;

namespace ga {

struct LocalGpu {
    QString name;
    double memoryMiB = 0;
    double memoryGiB() const { return memoryMiB / 1024.0; }
};

// Parses `nvidia-smi --query-gpu=name,memory.total --format=csv,noheader,nounits`.
QList<LocalGpu> parseNvidiaSmi(const QString &output);

// Asks nvidia-smi (when it exists) which GPUs this machine has: fixed arguments, no shell,
// a timeout, and nothing at all when the tool is missing or fails.
class LocalGpuProbe final : public QObject {
    Q_OBJECT

public:
    explicit LocalGpuProbe(QObject *parent = nullptr);
    void start(const QString &program = QStringLiteral("nvidia-smi"), int timeoutMs = 3000);

Q_SIGNALS:
    void found(const QList<ga::LocalGpu> &gpus);

private:
    QProcess *m_process = nullptr;
};

} // namespace ga
