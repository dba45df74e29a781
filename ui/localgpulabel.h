#pragma once

#include "data/localgpu.h"

#include <QLabel>

namespace ga {

class AdvisorSession;

// "This machine: RTX 4090 (24.0 GiB): fits" in the status bar: the GPUs nvidia-smi reports
// (LocalGpuProbe, asked once) against the per-GPU budget of the session's advice. Empty on a
// machine without them.
class LocalGpuLabel final : public QLabel {
    Q_OBJECT

public:
    explicit LocalGpuLabel(AdvisorSession *session, QWidget *parent = nullptr);

private:
    void showFit();

    AdvisorSession *m_session;
    QList<LocalGpu> m_gpus;
};

} // namespace ga
