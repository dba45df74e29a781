#pragma once

#include <QMetaObject>
#include <QObject>

#include <utility>

namespace ga {

// An action run once on the next turn of the event loop, however often it is asked for before
// then: the work that many signals of one change all call for (a layout pass, a re-measure).
// Its owner is the context, so the call is dropped with the owner.
class QueuedOnce {
public:
    template<typename Action>
    void request(QObject *owner, Action &&action)
    {
        if (m_pending)
            return;
        m_pending = true;
        QMetaObject::invokeMethod(
            owner,
            [this, action = std::forward<Action>(action)] {
                m_pending = false;
                action();
            },
            Qt::QueuedConnection);
    }

private:
    bool m_pending = false;
};

} // namespace ga
