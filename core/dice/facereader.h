#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringView>

namespace adjutant::dice {

struct FaceReadResult {
    QList<int> faces; // normalised: a d10 "0" is 10
    QString error; // empty when the faces are good
    bool ok() const { return error.isEmpty(); }
};

// Checks faces read off physical dice against the dice the roll needs, one face per die in
// order. Accepts "3 0 7", "3,0,7" or, when every die has at most ten faces, "307". On a d10 a
// typed 0 is the face 10, as printed on most d10s.
class FaceReader
{
    Q_DECLARE_TR_FUNCTIONS(FaceReader)
public:
    static FaceReadResult read(QStringView text, const QList<int> &dieSides);
    static FaceReadResult check(const QList<int> &faces, const QList<int> &dieSides);
    // A face as typed for a die of `sides`: the one place where a d10's 0 is read as its ten.
    // Not checked: a face the die does not have comes back as it is.
    static int asFace(int typed, int sides) { return typed == 0 && sides == 10 ? 10 : typed; }
};

} // namespace adjutant::dice
