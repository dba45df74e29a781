#pragma once

#include <QObject>

// A part of the main window (a panel, the session, a controller), found among its children by
// type, as the panels are reached through their own public API.
template<typename T>
T *partOf(const QObject &window)
{
    T *part = window.findChild<T *>();
    if (!part)
        qFatal("the window has no %s", T::staticMetaObject.className());
    return part;
}
