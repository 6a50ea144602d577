#pragma once

#include <QString>

#include <memory>

class QTranslator;

namespace adjutant::json {

// What rulesets, scenarios and tutorials say to people (names, explanations, notes, choices and
// phase segments shown by their id) in the app's language. Each file's texts are in its own
// context, "ruleset:ID", "scenario:ID" or "tutorial:ID": the app's catalogues translate the
// built-in files there (translations/ruleset_strings.py lists their texts), and a catalogue an
// umpire puts beside a file of theirs translates that file's context and nothing else. It is
// never installed for the whole app, so it cannot reword one of Adjutant's own messages ("FILE
// is damaged...") nor another ruleset's texts.
class FileTexts
{
public:
    // `text` of a file whose context is `context`, translated: by the catalogues added for that
    // context (the last added first), else by the app's own, else as written.
    static QString translate(const QString &context, const QString &text);

    // Searches `catalogue` for the texts of `context` only, before those added earlier.
    static void addCatalogue(const QString &context, std::shared_ptr<const QTranslator> catalogue);
    // How many catalogues have been added for `context`.
    static int catalogues(const QString &context);
    // Forgets every catalogue added (for tests that change the language).
    static void clearCatalogues();
};

} // namespace adjutant::json
