#include "facereader.h"

#include <algorithm>

namespace adjutant::dice {

static QString dieName(int sides)
{
    return u'd' + QString::number(sides);
}

FaceReadResult FaceReader::check(const QList<int> &faces, const QList<int> &dieSides)
{
    FaceReadResult result;
    if (faces.size() != dieSides.size()) {
        result.error
            = tr("expected %n face(s), one per die, but got %1", nullptr, static_cast<int>(dieSides.size()))
                  .arg(faces.size());
        return result;
    }
    for (qsizetype i = 0; i < faces.size(); ++i) {
        const int sides = dieSides.at(i);
        const int face = asFace(faces.at(i), sides);
        if (face < 1 || face > sides) {
            result.error = tr("die %1 is a %2, which has no face %3 (faces 1 to %4%5)")
                               .arg(QString::number(i + 1), dieName(sides), QString::number(faces.at(i)),
                                    QString::number(sides),
                                    sides == 10 ? tr("; type 0 or 10 for the ten") : QString());
            result.faces.clear();
            return result;
        }
        result.faces.append(face);
    }
    return result;
}

FaceReadResult FaceReader::read(QStringView text, const QList<int> &dieSides)
{
    const QStringView trimmed = text.trimmed();
    const bool hasSeparators = std::any_of(trimmed.begin(), trimmed.end(),
                                           [](QChar c) { return c.isSpace() || c == u',' || c == u';'; });
    const bool allSingleDigit = std::all_of(dieSides.begin(), dieSides.end(), [](int s) { return s <= 10; });

    QList<int> faces;
    if (!hasSeparators && allSingleDigit && trimmed.size() == dieSides.size() && trimmed.size() > 1) {
        // Compact form: one character per die.
        for (qsizetype i = 0; i < trimmed.size(); ++i) {
            if (!trimmed[i].isDigit())
                return {{},
                        tr("'%1' at position %2 is not a die face")
                            .arg(QString(trimmed[i]), QString::number(i + 1))};
            faces.append(trimmed[i].digitValue());
        }
        return check(faces, dieSides);
    }

    qsizetype start = 0;
    int index = 0;
    for (qsizetype i = 0; i <= trimmed.size(); ++i) {
        const bool boundary
            = i == trimmed.size() || trimmed[i].isSpace() || trimmed[i] == u',' || trimmed[i] == u';';
        if (!boundary)
            continue;
        const QStringView token = trimmed.mid(start, i - start);
        start = i + 1;
        if (token.isEmpty())
            continue;
        ++index;
        bool ok = false;
        const int face = token.toInt(&ok);
        if (!ok)
            return {{}, tr("face %1, '%2', is not a number").arg(index).arg(token.toString())};
        faces.append(face);
    }
    return check(faces, dieSides);
}

} // namespace adjutant::dice
