#include "data/localgpu.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

namespace ga {

QList<LocalGpu> parseNvidiaSmi(const QString &output)
{
    QList<LocalGpu> gpus;
    const auto lines = output.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        const int comma = line.lastIndexOf(QLatin1Char(','));
        if (comma <= 0)
            continue;
        bool ok = false;
        const double mib = line.mid(comma + 1).trimmed().toDouble(&ok);
        const QString name = line.left(comma).trimmed();
        if (ok && mib > 0 && mib < 16.0 * 1024 * 1024 && !name.isEmpty())
            gpus.append({name, mib});
    }
    return gpus;
}

LocalGpuProbe::LocalGpuProbe(QObject *parent) : QObject(parent) {}

void LocalGpuProbe::start(const QString &program, int timeoutMs)
{
    const QString path = QStandardPaths::findExecutable(program);
    if (path.isEmpty() || m_process)
        return;
    m_process = new QProcess(this);
    auto *timer = new QTimer(m_process);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, m_process, [this] { m_process->kill(); });
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        if (status == QProcess::NormalExit && code == 0) {
            const auto gpus = parseNvidiaSmi(QString::fromLocal8Bit(m_process->readAllStandardOutput()));
            if (!gpus.isEmpty())
                Q_EMIT found(gpus);
        }
        m_process->deleteLater();
        m_process = nullptr;
    });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) {
            m_process->deleteLater();
            m_process = nullptr;
        }
    });
    m_process->start(path, {QStringLiteral("--query-gpu=name,memory.total"), QStringLiteral("--format=csv,noheader,nounits")});
    timer->start(timeoutMs);
}

} // namespace ga
