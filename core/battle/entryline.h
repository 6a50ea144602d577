#pragma once

#include <QByteArrayView>
#include <QString>

#include <optional>

namespace adjutant::battle {

// A journal entry's line as Adjutant writes it (QJsonDocument, compact, keys in order):
//   {"action":{...},"hash":"...","seq":N,"summary":"..."[,"superseded":true][,"undone":true]}
// split into its parts without a JSON document for the whole line: replay reads every entry of
// a battle, and parsing each line whole cost as much as a JSON reader takes over the whole file.
// Only the action's object is left to Qt's parser. A line laid out any other way, or holding
// what this reader does not take on (a \u escape, a control character, invalid UTF-8, deep
// nesting), gives nothing: the caller reads it whole with Qt, which says what is wrong with it.
// What it does give is what Qt reads from the same line (fuzz_journalentry checks it).
struct EntryLine {
    QByteArrayView action; // the action's object, as written
    QString hash;
    int seq = 0;
    QString summary;
    bool superseded = false;
    bool undone = false;

    // Whether the entry's words are wanted. A replay that shows none of them (replay --verify, the
    // report) passes them over: a line is split or not all the same, its summary left empty.
    enum class Summary { Read, PassOver };
    static std::optional<EntryLine> split(QByteArrayView line, Summary summary = Summary::Read);
};

} // namespace adjutant::battle
