#pragma once

// The malformed-ruleset corpus (tests/core/rules/data/malformed/): one patch per case (NN-name.patch,
// a unified diff as `diff -U1` writes it) that breaks the minimal test ruleset, data/minimal.json
// (the one the other tests use too), one way. A case is minimal.json with its patch applied;
// expected.tsv's lines are lines of that text. To add a case: copy minimal.json to
// malformed/NN-name.json, break it, `diff -U1 --label minimal.json --label NN-name.json
// ../minimal.json NN-name.json > NN-name.patch`, delete the copy, add its row.

#include <QByteArray>
#include <QDebug>
#include <QDir>
#include <QFile>
#include <QList>
#include <QString>

namespace adjutant::testing {

// Lines with their line breaks, so that a last line without one is kept as it is.
inline QList<QByteArray> linesOf(const QByteArray &text)
{
    QList<QByteArray> lines;
    qsizetype start = 0;
    while (start < text.size()) {
        const qsizetype end = text.indexOf('\n', start);
        const qsizetype next = end < 0 ? text.size() : end + 1;
        lines.append(text.mid(start, next - start));
        start = next;
    }
    return lines;
}

// Applies a unified diff to `base`; on a patch that does not fit, an empty text and *error says why.
inline QByteArray applyUnifiedDiff(const QByteArray &base, const QByteArray &patch, QString *error)
{
    const QList<QByteArray> old = linesOf(base);
    const QList<QByteArray> diff = patch.split('\n');
    QByteArray out;
    qsizetype taken = 0; // lines of the base copied or consumed so far
    const auto fail = [error](const QString &why) {
        *error = why;
        return QByteArray();
    };
    for (qsizetype i = 0; i < diff.size(); ++i) {
        const QByteArray &d = diff[i];
        if (d.startsWith("---") || d.startsWith("+++") || d.isEmpty())
            continue;
        if (!d.startsWith("@@ -"))
            return fail(QStringLiteral("patch line %1: expected a hunk").arg(i + 1));
        // "@@ -start,count +start,count @@": the old range starts at `start` (after it when empty).
        const QByteArray range = d.mid(4, d.indexOf(' ', 4) - 4);
        const QList<QByteArray> parts = range.split(',');
        const qsizetype count = parts.size() > 1 ? parts[1].toInt() : 1;
        const qsizetype first = parts[0].toInt() - (count > 0 ? 1 : 0);
        if (first < taken || first > old.size())
            return fail(QStringLiteral("patch line %1: the hunk is out of order").arg(i + 1));
        while (taken < first)
            out += old[taken++];
        for (++i; i < diff.size() && !diff[i].startsWith("@@"); ++i) {
            const QByteArray &h = diff[i];
            if (h.isEmpty() && i == diff.size() - 1)
                break;
            if (h.startsWith('\\'))
                continue; // "\ No newline at end of file": handled with the line before it
            const bool lastOfItsFile = i + 1 < diff.size() && diff[i + 1].startsWith('\\');
            const QByteArray text = h.mid(1) + (lastOfItsFile ? QByteArray() : QByteArray("\n"));
            if (h.startsWith(' ') || h.startsWith('-')) {
                if (taken >= old.size() || old[taken] != text)
                    return fail(QStringLiteral("patch line %1 does not match line %2 of the base")
                                    .arg(i + 1)
                                    .arg(taken + 1));
                ++taken;
            }
            if (h.startsWith(' ') || h.startsWith('+'))
                out += text;
            else if (!h.startsWith('-'))
                return fail(
                    QStringLiteral("patch line %1: neither context, removal nor addition").arg(i + 1));
        }
        --i; // the next hunk's header
    }
    while (taken < old.size())
        out += old[taken++];
    return out;
}

// The text of a case of the corpus, by the name expected.tsv gives it ("18-bad-dice-expression.json").
inline QByteArray malformedRuleset(const QString &corpusDir, const QString &caseFile, QString *error)
{
    QFile base(corpusDir + u"/../minimal.json");
    QFile patch(corpusDir + u'/' + caseFile.chopped(5) + u".patch");
    if (!caseFile.endsWith(u".json") || !base.open(QIODevice::ReadOnly) || !patch.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("no base or no patch for %1 in %2").arg(caseFile, corpusDir);
        return {};
    }
    return applyUnifiedDiff(base.readAll(), patch.readAll(), error);
}

// Writes a case into `dir` under `name` (its own name when empty); the path, or empty on failure.
inline QString writeMalformedRuleset(const QString &corpusDir, const QString &caseFile, const QString &dir,
                                     const QString &name = {})
{
    QString error;
    const QByteArray text = malformedRuleset(corpusDir, caseFile, &error);
    if (text.isEmpty()) {
        qWarning().noquote() << error;
        return {};
    }
    const QString path = QDir(dir).filePath(name.isEmpty() ? caseFile : name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return {};
    return path;
}

} // namespace adjutant::testing
