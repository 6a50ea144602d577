#include "orderofbattlelist.h"

#include "idfromname.h"
#include "listtext.h"

#include "io/boundedfile.h"
#include "json/sourcejson.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <map>

namespace adjutant::battle {

using namespace adjutant::rules;
using json::FileError;

QStringList ListReadResult::messages() const
{
    QStringList out;
    for (const FileError &e : errors)
        out.append(QStringLiteral("%1: %2").arg(e.line).arg(e.message));
    return out;
}

QString OrderOfBattleList::comparable(const QString &text)
{
    QString t = text.toLower();
    t.replace(u'-', u' ');
    t.replace(u'_', u' ');
    return t.simplified();
}

QStringList OrderOfBattleList::levels()
{
    return {QStringLiteral("army"),      QStringLiteral("wing"),    QStringLiteral("corps"),
            QStringLiteral("division"),  QStringLiteral("brigade"), QStringLiteral("regiment"),
            QStringLiteral("battalion"), QStringLiteral("company"), QStringLiteral("section")};
}

namespace {

QString cmp(const QString &s)
{
    return OrderOfBattleList::comparable(s);
}

// One cell of a line: "fire B" (the field still to find) or, from a CSV column, field and value.
struct Item {
    QString field; // the column's header; empty for a line's cell
    QString value;
};

struct Record {
    enum class Kind { Side, Commander, Unit, Option, Title, RulesetLine };
    Kind kind = Kind::Unit;
    int line = 0;
    QString name;
    QString type;
    QString level;
    QString colour;
    QString pattern;
    QList<Item> items;
};

// The names the ruleset's file gives in English, by "kind:id", for lists written in English
// under another language.
QHash<QString, QString> englishNames(const Ruleset &rs)
{
    QHash<QString, QString> out;
    QByteArray data;
    for (const QString &path : QStringList{rs.source, QStringLiteral(":/") + rs.source}) {
        const io::BoundedRead file
            = io::BoundedFile::read(path, io::BoundedFile::kMaxRulesetBytes, QString());
        if (file.ok()) {
            data = file.data;
            break;
        }
    }
    const QJsonObject root = QJsonDocument::fromJson(data).object();
    const auto names = [&](const char *list, const QString &kind) {
        for (const auto &v : root.value(QLatin1String(list)).toArray()) {
            const QJsonObject o = v.toObject();
            out.insert(kind + o.value(u"id").toString(), o.value(u"name").toString());
        }
    };
    names("unitTypes", QStringLiteral("type:"));
    names("fields", QStringLiteral("field:"));
    names("formations", QStringLiteral("formation:"));
    names("options", QStringLiteral("option:"));
    for (const auto &l : root.value(u"ladders").toArray())
        for (const auto &s : l.toObject().value(u"steps").toArray())
            out.insert(QStringLiteral("step:") + l.toObject().value(u"id").toString() + u':'
                           + s.toObject().value(u"id").toString(),
                       s.toObject().value(u"name").toString());
    for (const auto &o : root.value(u"options").toArray())
        for (const auto &c : o.toObject().value(u"choices").toArray())
            out.insert(QStringLiteral("choice:") + o.toObject().value(u"id").toString() + u':'
                           + c.toObject().value(u"id").toString(),
                       c.toObject().value(u"name").toString());
    return out;
}

class Builder
{
public:
    Builder(const Ruleset &rs, const QString &fileName)
        : m_rs(rs), m_file(fileName), m_english(englishNames(rs))
    {
        // A cell's first words may name a field or an option: never more words than the longest
        // of their names, so that a long cell costs time in proportion to its length.
        for (const Field &f : m_rs.fields)
            for (const QString &name : {f.id, f.doc.name, m_english.value(u"field:" + f.id)})
                m_fieldWords = std::max(m_fieldWords, wordsIn(name));
        for (const Option &o : m_rs.options)
            for (const QString &name : {o.id, o.doc.name, m_english.value(u"option:" + o.id)})
                m_optionWords = std::max(m_optionWords, wordsIn(name));
    }

    ListReadResult run(const QString &text);

private:
    bool matches(const QString &written, const QString &id, const QString &name,
                 const QString &englishKey) const
    {
        const QString w = comparableOnce(written); // a copy: the next insert may move it
        if (w == comparableOnce(id) || (!name.isEmpty() && w == comparableOnce(name)))
            return true;
        const auto english = m_english.constFind(englishKey);
        return english != m_english.constEnd() && w == comparableOnce(*english);
    }
    // The ruleset's names are compared many times over in a long list: each made comparable once.
    QString comparableOnce(const QString &text) const
    {
        auto it = m_comparable.constFind(text);
        if (it == m_comparable.constEnd())
            it = m_comparable.insert(text, cmp(text));
        return *it;
    }
    void error(int line, const QString &message) { m_errors.append({m_file, line, QString(), message}); }
    static qsizetype wordsIn(const QString &name)
    {
        const QString c = cmp(name);
        return c.isEmpty() ? 0 : c.count(u' ') + 1;
    }
    // The cells of a line, with an error for a quote never closed (its cell would take the rest).
    QStringList cellsOf(const QString &line, int number)
    {
        const ListText::Cells c = ListText::cells(line);
        if (c.unclosedQuote)
            error(number,
                  OrderOfBattleList::tr("a double quote opened on this line is never closed: the rest of the "
                                        "line would be one cell"));
        return c.cells;
    }

    const UnitType *findType(const QString &written) const
    {
        for (const UnitType &t : m_rs.unitTypes)
            if (matches(written, t.id, t.doc.name, u"type:" + t.id))
                return &t;
        return nullptr;
    }
    const Field *findField(const QString &written) const
    {
        for (const Field &f : m_rs.fields)
            if (matches(written, f.id, f.doc.name, u"field:" + f.id))
                return &f;
        return nullptr;
    }
    // The value written for a field, as the scenario file holds it; empty with *problem set when
    // the field does not take it.
    QJsonValue fieldValue(const Field &f, const QString &written, QString *problem) const;
    QString typeList() const
    {
        QStringList names;
        for (const UnitType &t : m_rs.unitTypes)
            names.append(t.id);
        return names.join(QStringLiteral(", "));
    }

    std::optional<Record> parseLine(const QString &line, int number);
    std::optional<Record> parseCsvRow(const QStringList &row, int number);
    bool readCsvHeader(const QStringList &header, int number);
    // A cell as a field and its value, added to fields; false with the line's error reported.
    bool readItem(const Item &item, int line, QJsonObject *fields);
    void build();
    // What each kind of line adds to the scenario being built.
    void buildOption(const Record &r);
    void buildSide(const Record &r);
    void buildBody(const Record &r, int *current); // current: the last commander, units go under
    QJsonObject bodyJson(int index, const QString &path);
    // The line that made the part of the scenario at a path ("sides[0].commanders[1].units[2].fields"):
    // its longest prefix that a line made, or the last line when none did.
    int lineOfPath(const QString &path) const;

    struct Body {
        int line = 0;
        bool commander = false;
        QString id, name, type, level;
        QJsonObject fields;
        int parent = -1; // index into m_bodies
        QList<int> commanders, units;
    };
    struct Side {
        int line = 0;
        QString id, name, colour, pattern;
        QJsonObject defaults;
        QList<int> top; // its highest commanders
    };

    const Ruleset &m_rs;
    QString m_file;
    QHash<QString, QString> m_english;
    mutable QHash<QString, QString> m_comparable;
    qsizetype m_fieldWords = 1;
    qsizetype m_optionWords = 1;
    UniqueIds m_sideIds, m_bodyIds;
    QHash<QString, int> m_sideLines; // a side's name, made comparable -> the line that began it
    QList<FileError> m_errors;
    QList<Record> m_records;
    // CSV: what each column holds (side, level, name, type, colour, or a field id).
    QStringList m_columns;
    bool m_csv = false;
    QString m_csvSide; // the side the rows are on
    QList<Side> m_sides;
    QList<Body> m_bodies;
    QJsonObject m_settings;
    QString m_title;
    std::map<QString, int> m_lineOfPath; // a JSON path of the scenario -> the line that made it
    int m_lastLine = 0;
};

QJsonValue Builder::fieldValue(const Field &f, const QString &written, QString *problem) const
{
    const QString w = written.trimmed();
    switch (f.kind) {
    case FieldKind::Ladder: {
        const Ladder *l = m_rs.ladder(f.ladder);
        QStringList steps;
        for (const LadderStep &s : l->steps) {
            if (matches(w, s.id, s.doc.name, u"step:" + l->id + u':' + s.id))
                return s.id;
            steps.append(s.id);
        }
        *problem = OrderOfBattleList::tr("%1 is one of %2, not \"%3\"")
                       .arg(f.doc.name, steps.join(QStringLiteral(", ")), w);
        return QJsonValue(QJsonValue::Undefined);
    }
    case FieldKind::Choice:
        for (const QString &c : f.choices) {
            const Formation *fm = f.choicesFrom == u"formations" ? m_rs.formation(c) : nullptr;
            if (matches(w, c, fm ? fm->doc.name : QString(), u"formation:" + c))
                return c;
        }
        *problem = OrderOfBattleList::tr("%1 is one of %2, not \"%3\"")
                       .arg(f.doc.name, f.choices.join(QStringLiteral(", ")), w);
        return QJsonValue(QJsonValue::Undefined);
    case FieldKind::Flag: {
        const QString v = w.toLower();
        if (v.isEmpty() || v == u"yes" || v == u"true" || v == u"y" || v == u"1" || v == u"x")
            return true;
        if (v == u"no" || v == u"false" || v == u"n" || v == u"0")
            return false;
        *problem = OrderOfBattleList::tr("%1 is yes or no, not \"%2\"").arg(f.doc.name, w);
        return QJsonValue(QJsonValue::Undefined);
    }
    case FieldKind::Integer: {
        bool ok = false;
        const int n = w.toInt(&ok);
        if (!ok) {
            *problem = OrderOfBattleList::tr("%1 is a whole number, not \"%2\"").arg(f.doc.name, w);
            return QJsonValue(QJsonValue::Undefined);
        }
        return n;
    }
    }
    return QJsonValue(QJsonValue::Undefined);
}

bool Builder::readItem(const Item &item, int line, QJsonObject *fields)
{
    const Field *field = nullptr;
    QString value;
    if (!item.field.isEmpty()) {
        field = m_rs.field(item.field);
        value = item.value;
        if (value.trimmed().isEmpty())
            return true; // an empty cell: the field keeps its default
    } else {
        const QString text = item.value.simplified();
        if (text.isEmpty())
            return true;
        static const QRegularExpression separator(QStringLiteral("\\s*[=:]\\s*"));
        const QRegularExpressionMatch m = separator.match(text);
        if (m.hasMatch()) {
            field = findField(text.left(m.capturedStart()));
            if (!field) {
                error(line,
                      OrderOfBattleList::tr("\"%1\" is not a field of %2")
                          .arg(text.left(m.capturedStart()), m_rs.doc.name));
                return false;
            }
            value = text.mid(m.capturedEnd());
        } else {
            // The longest run of words from the start that names a field; the rest is its value.
            const QStringList words = text.split(u' ');
            for (qsizetype k = std::min(words.size(), m_fieldWords); k > 0 && !field; --k) {
                if ((field = findField(words.mid(0, k).join(u' '))))
                    value = words.mid(k).join(u' ');
            }
            if (!field) {
                // A value alone ("veteran", "column"), when one field only takes it.
                QList<const Field *> takers;
                for (const Field &f : m_rs.fields) {
                    if (f.kind != FieldKind::Ladder && f.kind != FieldKind::Choice)
                        continue;
                    QString ignored;
                    if (!fieldValue(f, text, &ignored).isUndefined())
                        takers.append(&f);
                }
                if (takers.size() == 1) {
                    field = takers.constFirst();
                    value = text;
                } else if (takers.size() > 1) {
                    QStringList names;
                    for (const Field *f : takers)
                        names.append(f->doc.name);
                    error(line,
                          OrderOfBattleList::tr("\"%1\" could be %2: write the field before it (\"%3 %1\")")
                              .arg(text, names.join(QStringLiteral(", ")), takers.constFirst()->id));
                    return false;
                } else {
                    error(line,
                          OrderOfBattleList::tr("\"%1\" is neither a field of %2 nor a value of one")
                              .arg(text, m_rs.doc.name));
                    return false;
                }
            }
            if (value.isEmpty() && field->kind != FieldKind::Flag) {
                error(line, OrderOfBattleList::tr("%1 needs a value after it").arg(field->doc.name));
                return false;
            }
        }
    }
    if (fields->contains(field->id)) {
        error(line, OrderOfBattleList::tr("%1 is given twice").arg(field->doc.name));
        return false;
    }
    QString problem;
    const QJsonValue v = fieldValue(*field, value, &problem);
    if (v.isUndefined()) {
        error(line, problem);
        return false;
    }
    fields->insert(field->id, v);
    return true;
}

// "side: British" and the like: the word or words before the first colon of a line's first cell,
// letters and spaces only, lower case; empty when the cell has none. *rest is what follows it.
QString headingOf(const QString &cell, QString *rest)
{
    const qsizetype colon = cell.indexOf(u':');
    if (colon <= 0)
        return {};
    const QString key = cell.left(colon).trimmed();
    const bool words = !key.isEmpty() && key.at(0).isLetter() && key.at(0).unicode() < 128
        && std::all_of(key.begin(), key.end(),
                       [](QChar c) { return c.unicode() < 128 && (c.isLetter() || c == u' '); });
    if (!words)
        return {};
    *rest = cell.mid(colon + 1).trimmed();
    return key.toLower();
}

std::optional<Record> Builder::parseLine(const QString &line, int number)
{
    QStringList c = cellsOf(line, number);
    Record r;
    r.line = number;
    QString afterKey;
    const QString key = headingOf(c.constFirst(), &afterKey);
    const auto rest = [&]() {
        QList<Item> items;
        for (qsizetype i = 1; i < c.size(); ++i)
            items.append({QString(), c.at(i)});
        return items;
    };
    if (key == u"side") {
        r.kind = Record::Kind::Side;
        r.name = afterKey;
        static const QRegularExpression colour(
            QStringLiteral("^(?:(?:colour|color)\\s*[=:]?\\s*)?(#[0-9A-Fa-f]{6})$"),
            QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression pattern(QStringLiteral("^pattern\\s*[=:]?\\s*(.*)$"),
                                                QRegularExpression::CaseInsensitiveOption);
        for (const Item &i : rest()) {
            const QRegularExpressionMatch cm = colour.match(i.value);
            const QRegularExpressionMatch pm = pattern.match(i.value);
            if (cm.hasMatch())
                r.colour = cm.captured(1);
            else if (pm.hasMatch())
                r.pattern = pm.captured(1).trimmed().toLower();
            else
                r.items.append(i);
        }
    } else if (key == u"title" || key == u"scenario") {
        // The title as written, commas and all (a title in quotes loses them).
        r.kind = Record::Kind::Title;
        const QString written = line.mid(line.indexOf(u':') + 1).trimmed();
        const ListText::Cells whole = ListText::cells(written);
        r.name = whole.cells.size() == 1 && !whole.unclosedQuote ? whole.cells.constFirst() : written;
    } else if (key == u"ruleset") {
        r.kind = Record::Kind::RulesetLine;
        r.name = afterKey;
    } else if (key == u"option") {
        r.kind = Record::Kind::Option;
        r.name = afterKey;
        r.items = rest();
    } else if (!key.isEmpty() && OrderOfBattleList::levels().contains(key)) {
        r.kind = Record::Kind::Commander;
        r.level = key;
        r.name = afterKey;
        if (c.size() > 1 && findType(c.at(1))) {
            r.type = c.at(1);
            c.removeAt(1);
        }
        r.items = rest();
    } else {
        r.kind = Record::Kind::Unit;
        r.name = c.constFirst();
        if (c.size() < 2 || c.at(1).isEmpty()) {
            error(number,
                  OrderOfBattleList::tr(
                      "a unit's line is its name, then its type (one of %1), then its ratings")
                      .arg(typeList()));
            return std::nullopt;
        }
        r.type = c.at(1);
        c.removeAt(1);
        r.items = rest();
    }
    if (r.name.isEmpty() && r.kind != Record::Kind::Option) {
        error(number, OrderOfBattleList::tr("a name is missing"));
        return std::nullopt;
    }
    return r;
}

bool Builder::readCsvHeader(const QStringList &header, int number)
{
    bool ok = true;
    for (const QString &h : header) {
        const QString k = cmp(h);
        if (k == u"side" || k == u"level" || k == u"name" || k == u"type") {
            m_columns.append(k);
        } else if (k == u"colour" || k == u"color") {
            m_columns.append(QStringLiteral("colour"));
        } else if (k == u"pattern") {
            m_columns.append(QStringLiteral("pattern"));
        } else if (const Field *f = findField(h)) {
            m_columns.append(u"field:" + f->id);
        } else if (k.isEmpty()) {
            m_columns.append(QString());
        } else {
            error(number,
                  OrderOfBattleList::tr("the column \"%1\" is not a field of %2").arg(h, m_rs.doc.name));
            ok = false;
        }
    }
    return ok;
}

std::optional<Record> Builder::parseCsvRow(const QStringList &row, int number)
{
    Record r;
    r.line = number;
    QString side;
    // A cell under no column (beyond the header, or under a column without a name) would be lost.
    for (qsizetype i = 0; i < row.size(); ++i)
        if (!row.at(i).isEmpty() && (i >= m_columns.size() || m_columns.at(i).isEmpty())) {
            error(number,
                  i >= m_columns.size()
                      ? OrderOfBattleList::tr("cell %1 (\"%2\") is beyond the header's %3 columns: name its "
                                              "column in the first row, or take it out")
                            .arg(QString::number(i + 1), row.at(i), QString::number(m_columns.size()))
                      : OrderOfBattleList::tr("cell %1 (\"%2\") is under a column the header does not name: "
                                              "name it in the first row, or take it out")
                            .arg(i + 1)
                            .arg(row.at(i)));
            return std::nullopt;
        }
    for (qsizetype i = 0; i < row.size() && i < m_columns.size(); ++i) {
        const QString &col = m_columns.at(i);
        const QString &v = row.at(i);
        if (col == u"side")
            side = v;
        else if (col == u"level")
            r.level = v.toLower();
        else if (col == u"name")
            r.name = v;
        else if (col == u"type")
            r.type = v;
        else if (col == u"colour")
            r.colour = v;
        else if (col == u"pattern")
            r.pattern = v.trimmed().toLower();
        else if (col.startsWith(u"field:"))
            r.items.append({col.mid(6), v});
    }
    // A new side starts where the side column changes; the row itself is its first body. A side
    // met again further down would make a side of its own: its rows come together, or not at all.
    if (!side.isEmpty() && cmp(side) != cmp(m_csvSide)) {
        if (const auto before = m_sideLines.constFind(cmp(side)); before != m_sideLines.constEnd()) {
            error(number,
                  OrderOfBattleList::tr("the side %1 began on line %2, and another side came between: keep "
                                        "each side's rows together (sort the list by side)")
                      .arg(side, QString::number(*before)));
            return std::nullopt;
        }
        m_sideLines.insert(cmp(side), number);
        Record s;
        s.kind = Record::Kind::Side;
        s.line = number;
        s.name = side;
        s.colour = r.colour;
        s.pattern = r.pattern;
        m_records.append(s);
        m_csvSide = side;
    }
    if (!r.level.isEmpty()) {
        if (!OrderOfBattleList::levels().contains(r.level)) {
            error(number,
                  OrderOfBattleList::tr("\"%1\" is not a level; one of %2")
                      .arg(r.level, OrderOfBattleList::levels().join(QStringLiteral(", "))));
            return std::nullopt;
        }
        r.kind = Record::Kind::Commander;
    } else if (r.name.isEmpty() && r.type.isEmpty()) {
        // A row that only starts a side, or an empty one; one with values for a unit that is not
        // there would lose them.
        const bool values = std::any_of(r.items.cbegin(), r.items.cend(),
                                        [](const Item &i) { return !i.value.trimmed().isEmpty(); });
        if (values)
            error(number,
                  OrderOfBattleList::tr("this row has values but no name and no type: whose are they?"));
        return std::nullopt;
    }
    if (r.name.isEmpty()) {
        error(number, OrderOfBattleList::tr("a name is missing"));
        return std::nullopt;
    }
    if (r.kind == Record::Kind::Unit && r.type.isEmpty()) {
        error(number, OrderOfBattleList::tr("the type is missing (one of %1)").arg(typeList()));
        return std::nullopt;
    }
    return r;
}

ListReadResult Builder::run(const QString &text)
{
    const QStringList lines = ListText::lines(text);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        const QString &line = lines.at(i);
        if (line.trimmed().isEmpty() || ListText::isComment(line))
            continue;
        m_lastLine = number;
        const QStringList row = ListText::cells(line).cells;
        if (m_records.isEmpty() && !m_csv && m_columns.isEmpty()) {
            QStringList lowered;
            for (const QString &c : row)
                lowered.append(cmp(c));
            if (lowered.contains(QStringLiteral("name")) && lowered.contains(QStringLiteral("type"))) {
                m_csv = true;
                if (!readCsvHeader(row, number))
                    break; // every row would be misread
                continue;
            }
        }
        if (m_csv) {
            if (std::all_of(row.cbegin(), row.cend(), [](const QString &c) { return c.isEmpty(); }))
                continue;
            if (std::optional<Record> r = parseCsvRow(cellsOf(line, number), number))
                m_records.append(*r);
        } else if (std::optional<Record> r = parseLine(line, number)) {
            m_records.append(*r);
        }
    }
    // Every line read is built, so that each mistake of the list is told in the one go.
    build();

    ListReadResult result;
    if (m_errors.isEmpty()) {
        QJsonObject root;
        root.insert(QStringLiteral("format"), 1);
        const QString base = m_title.isEmpty() ? QFileInfo(m_file).completeBaseName() : m_title;
        root.insert(QStringLiteral("id"), idFromName(base.isEmpty() ? QStringLiteral("battle") : base));
        root.insert(QStringLiteral("name"), base.isEmpty() ? OrderOfBattleList::tr("A battle") : base);
        root.insert(QStringLiteral("ruleset"), m_rs.id);
        if (!m_settings.isEmpty())
            root.insert(QStringLiteral("settings"), m_settings);
        QJsonArray sides;
        for (qsizetype s = 0; s < m_sides.size(); ++s) {
            const Side &side = m_sides.at(s);
            const QString path = QStringLiteral("sides[%1]").arg(s);
            m_lineOfPath[path] = side.line;
            QJsonObject o{{QStringLiteral("id"), side.id}, {QStringLiteral("name"), side.name}};
            if (!side.colour.isEmpty())
                o.insert(QStringLiteral("colour"), side.colour);
            if (!side.pattern.isEmpty())
                o.insert(QStringLiteral("pattern"), side.pattern);
            if (!side.defaults.isEmpty())
                o.insert(QStringLiteral("defaults"), side.defaults);
            QJsonArray commanders;
            for (qsizetype c = 0; c < side.top.size(); ++c)
                commanders.append(bodyJson(side.top.at(c), path + QStringLiteral(".commanders[%1]").arg(c)));
            o.insert(QStringLiteral("commanders"), commanders);
            sides.append(o);
        }
        root.insert(QStringLiteral("sides"), sides);
        // The same checks as a scenario file's, each told on the line that made what it is about.
        ScenarioLoadResult checked = ScenarioLoader::loadObject(root, m_file, m_rs);
        for (const FileError &e : checked.errors)
            error(lineOfPath(e.path), e.message);
        if (m_errors.isEmpty()) {
            result.scenario = std::move(checked.scenario);
            result.json = root;
        }
    }
    std::stable_sort(m_errors.begin(), m_errors.end(),
                     [](const FileError &a, const FileError &b) { return a.line < b.line; });
    result.errors = m_errors;
    return result;
}

void Builder::buildOption(const Record &r)
{
    // "option: cardScale commander" or "option: cardScale = commander"
    QString text = (QStringList{r.name} +
                    [&] {
                        QStringList s;
                        for (const Item &i : r.items)
                            s.append(i.value);
                        return s;
                    }())
                       .join(u' ')
                       .simplified();
    text.replace(QRegularExpression(QStringLiteral("\\s*=\\s*")), QStringLiteral(" "));
    const Option *found = nullptr;
    QString choiceText;
    const QStringList words = text.split(u' ');
    for (qsizetype k = std::min(words.size() - 1, m_optionWords); k > 0 && !found; --k)
        for (const Option &o : m_rs.options)
            if (matches(words.mid(0, k).join(u' '), o.id, o.doc.name, u"option:" + o.id)) {
                found = &o;
                choiceText = words.mid(k).join(u' ');
                break;
            }
    if (!found) {
        QStringList ids;
        for (const Option &o : m_rs.options)
            ids.append(o.id);
        error(r.line,
              OrderOfBattleList::tr("write an option as \"option: NAME CHOICE\"; the options of %1: %2")
                  .arg(m_rs.doc.name, ids.join(QStringLiteral(", "))));
        return;
    }
    const OptionChoice *choice = nullptr;
    QStringList choices;
    for (const OptionChoice &c : found->choices) {
        if (!choice && matches(choiceText, c.id, c.doc.name, u"choice:" + found->id + u':' + c.id))
            choice = &c;
        choices.append(c.id);
    }
    if (!choice)
        error(r.line,
              OrderOfBattleList::tr("%1 takes one of %2, not \"%3\"")
                  .arg(found->doc.name, choices.join(QStringLiteral(", ")), choiceText));
    else
        m_settings.insert(found->id, choice->id);
}

void Builder::buildSide(const Record &r)
{
    // A side's lines come in one block: a second "side: British" would make a third side.
    if (!m_csv) {
        if (const auto before = m_sideLines.constFind(cmp(r.name)); before != m_sideLines.constEnd())
            error(r.line,
                  OrderOfBattleList::tr("the side %1 is already on line %2: a side's lines come together, "
                                        "under one \"side:\" line")
                      .arg(r.name, QString::number(*before)));
        else
            m_sideLines.insert(cmp(r.name), r.line);
    }
    Side s;
    s.line = r.line;
    s.name = r.name;
    s.id = m_sideIds.take(r.name);
    s.colour = r.colour;
    if (!r.colour.isEmpty()
        && !QRegularExpression(QStringLiteral("^#[0-9A-Fa-f]{6}$")).match(r.colour).hasMatch())
        error(r.line, OrderOfBattleList::tr("a colour is written #rrggbb, not \"%1\"").arg(r.colour));
    s.pattern = r.pattern;
    if (!r.pattern.isEmpty() && !sidePatterns().contains(r.pattern))
        error(r.line,
              OrderOfBattleList::tr("a side's pattern is one of %1, not \"%2\"")
                  .arg(sidePatterns().join(QStringLiteral(", ")), r.pattern));
    for (const Item &i : r.items)
        readItem(i, r.line, &s.defaults);
    m_sides.append(s);
}

void Builder::buildBody(const Record &r, int *current)
{
    const bool commander = r.kind == Record::Kind::Commander;
    if (m_sides.isEmpty()) {
        error(r.line, OrderOfBattleList::tr("the first side's line comes first (\"side: NAME\")"));
        return;
    }
    Body b;
    b.line = r.line;
    b.commander = commander;
    b.name = r.name;
    b.level = r.level;
    // A commander's line with a mistake still takes its place, so that the units under it
    // are not each told that they have no commander.
    bool ok = true;
    const UnitType *type = r.type.isEmpty() ? nullptr : findType(r.type);
    if (!r.type.isEmpty() && !type) {
        error(r.line,
              OrderOfBattleList::tr("\"%1\" is not a unit type of %2; one of: %3")
                  .arg(r.type, m_rs.doc.name, typeList()));
        ok = false;
    }
    if (!type && ok) {
        // A commander's type: the ruleset's only one, or the one named for the level.
        QList<const UnitType *> leaders, byLevel;
        for (const UnitType &t : m_rs.unitTypes)
            if (t.arm == u"commander" || t.arm == u"officer") {
                leaders.append(&t);
                if (cmp(t.id).contains(r.level) || cmp(t.doc.name).contains(r.level))
                    byLevel.append(&t);
            }
        type = leaders.size() == 1 ? leaders.constFirst()
            : byLevel.size() == 1  ? byLevel.constFirst()
                                   : nullptr;
        if (!type) {
            error(r.line,
                  OrderOfBattleList::tr("name the commander's type after the name (one of %1)")
                      .arg(typeList()));
            ok = false;
        }
    }
    if (type)
        b.type = type->id;
    for (const Item &i : r.items)
        ok = readItem(i, r.line, &b.fields) && ok;
    if (!ok && !commander)
        return;
    b.id = m_bodyIds.take(r.name);
    const int index = static_cast<int>(m_bodies.size());
    Side &side = m_sides.last();
    if (commander) {
        // It answers to the last commander of a higher level on its side.
        const qsizetype rank = OrderOfBattleList::levels().indexOf(r.level);
        int parent = *current;
        while (parent >= 0 && OrderOfBattleList::levels().indexOf(m_bodies.at(parent).level) >= rank)
            parent = m_bodies.at(parent).parent;
        b.parent = parent;
        if (parent < 0)
            side.top.append(index);
        else
            m_bodies[parent].commanders.append(index);
        m_bodies.append(b);
        *current = index;
    } else {
        if (*current < 0) {
            error(r.line,
                  OrderOfBattleList::tr("a unit comes under a commander: put a commander's line above it "
                                        "(\"brigade: NAME\")"));
            return;
        }
        b.parent = *current;
        m_bodies[*current].units.append(index);
        m_bodies.append(b);
    }
}

void Builder::build()
{
    int current = -1; // the body units go under: the last commander
    for (const Record &r : std::as_const(m_records)) {
        switch (r.kind) {
        case Record::Kind::Title:
            m_title = r.name.trimmed();
            break;
        case Record::Kind::RulesetLine:
            if (!matches(r.name, m_rs.id, m_rs.doc.name, QString()))
                error(r.line,
                      OrderOfBattleList::tr("this list is for \"%1\"; it is being read for %2")
                          .arg(r.name, m_rs.doc.name));
            break;
        case Record::Kind::Option:
            buildOption(r);
            break;
        case Record::Kind::Side:
            buildSide(r);
            current = -1;
            break;
        case Record::Kind::Commander:
        case Record::Kind::Unit:
            buildBody(r, &current);
            break;
        }
    }
    if (m_errors.isEmpty() && m_sides.size() < 2)
        error(m_lastLine,
              OrderOfBattleList::tr(
                  "a battle needs at least two sides (\"side: NAME\" lines); sides in this list: %1")
                  .arg(m_sides.size()));
    for (const Side &s : std::as_const(m_sides))
        if (m_errors.isEmpty() && s.top.isEmpty())
            error(s.line, OrderOfBattleList::tr("the side %1 has no commander").arg(s.name));
}

int Builder::lineOfPath(const QString &path) const
{
    // Shorter and shorter, cut before each '.' or '[': a lookup each, not a walk of every path.
    for (qsizetype end = path.size(); end > 0;) {
        if (const auto it = m_lineOfPath.find(path.left(end)); it != m_lineOfPath.end())
            return it->second;
        const qsizetype dot = path.lastIndexOf(u'.', end - 1);
        const qsizetype bracket = path.lastIndexOf(u'[', end - 1);
        end = std::max(dot, bracket);
    }
    return m_lastLine;
}

QJsonObject Builder::bodyJson(int index, const QString &path)
{
    const Body &b = m_bodies.at(index);
    m_lineOfPath[path] = b.line;
    QJsonObject o{
        {QStringLiteral("id"), b.id}, {QStringLiteral("name"), b.name}, {QStringLiteral("type"), b.type}};
    if (b.commander)
        o.insert(QStringLiteral("level"), b.level);
    if (!b.fields.isEmpty())
        o.insert(QStringLiteral("fields"), b.fields);
    if (!b.commanders.isEmpty()) {
        QJsonArray list;
        for (qsizetype i = 0; i < b.commanders.size(); ++i)
            list.append(bodyJson(b.commanders.at(i), path + QStringLiteral(".commanders[%1]").arg(i)));
        o.insert(QStringLiteral("commanders"), list);
    }
    if (!b.units.isEmpty()) {
        QJsonArray list;
        for (qsizetype i = 0; i < b.units.size(); ++i)
            list.append(bodyJson(b.units.at(i), path + QStringLiteral(".units[%1]").arg(i)));
        o.insert(QStringLiteral("units"), list);
    }
    return o;
}

} // namespace

ListReadResult OrderOfBattleList::read(const QString &text, const QString &fileName, const Ruleset &ruleset)
{
    return Builder(ruleset, fileName).run(text);
}

ListReadResult OrderOfBattleList::readFile(const QByteArray &bytes, const QString &fileName,
                                           const Ruleset &ruleset)
{
    ListText::Decoded decoded = ListText::decode(bytes, fileName);
    if (!decoded.errors.isEmpty()) {
        ListReadResult refused;
        refused.errors = decoded.errors;
        return refused;
    }
    ListReadResult r = read(decoded.text, fileName, ruleset);
    r.warnings = decoded.warnings + r.warnings;
    return r;
}

} // namespace adjutant::battle
