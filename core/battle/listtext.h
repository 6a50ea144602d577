#pragma once

#include "json/fileerror.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace adjutant::battle {

// The text of an order-of-battle list as a file holds it (resources/rulesets/LISTS.md): its bytes
// decoded, its lines and each line's cells. Nothing is changed without a word: text that is not
// UTF-8 is read as Windows-1252 with a warning naming the lines it changed, and what cannot be read
// at all is an error.
class ListText
{
    Q_DECLARE_TR_FUNCTIONS(OrderOfBattleList)
public:
    struct Decoded {
        QString text;
        QList<json::FileError> warnings;
        QList<json::FileError> errors; // when there are any, text is empty
    };
    // UTF-8 (a byte-order mark is skipped), UTF-16 and UTF-32 by their byte-order mark, and else,
    // when the bytes are not UTF-8, Windows-1252 (Latin-1 and its Western European letters, as a
    // spreadsheet on Windows saves CSV), with a warning.
    static Decoded decode(const QByteArray &bytes, const QString &fileName);

    // Lines broken at \n, \r\n or a lone \r.
    static QStringList lines(const QString &text);

    struct Cells {
        QStringList cells; // trimmed
        bool unclosedQuote = false; // a cell's opening double quote is never closed on the line
    };
    // A line split at its commas, semicolons and tabs; a cell in double quotes may hold them,
    // and "" in it is a quote.
    static Cells cells(QStringView line);

    // Whether a line is a comment: '#' first, and then no letter or digit ("# a note", "#----");
    // "#1 Company" is a name.
    static bool isComment(QStringView line);
};

} // namespace adjutant::battle
