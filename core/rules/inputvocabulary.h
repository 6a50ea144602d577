#pragma once

#include "procedure.h"
#include "ruleset.h"
#include "situation.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

namespace adjutant::rules {

// What the players may say for a test or a procedure: the toggles and one-of choices of every test
// it may take (its own and its follow-ups', at any depth; a procedure's steps, melee and charge
// rules too), the inputs those tests and the procedure read, and for a procedure the tests one side
// takes, as "TEST@actor" and "TEST@target". Anything else in a situation is a mistake: said, with
// what is allowed, rather than ignored.
class InputVocabulary
{
    Q_DECLARE_TR_FUNCTIONS(InputVocabulary)
public:
    static InputVocabulary forTest(const Ruleset &ruleset, const QString &test);
    static InputVocabulary forProcedure(const Ruleset &ruleset, const Procedure &procedure);

    // The first thing given that is not in the vocabulary, as a message naming it and what is
    // allowed ("ticked: \"flank\" is no toggle of Fire or what follows it; its toggles: enfilade");
    // empty when everything is known.
    QString unknownIn(const Situation &given) const;
    // Every input it reads as "id (its name)", for a caller that types ids where a player reads
    // names ("distance (Distance to the target), firers (Figures firing)"); empty when none.
    QString inputsNamed() const;

private:
    explicit InputVocabulary(const Ruleset &ruleset) : m_rs(&ruleset) { }
    void addTest(const QString &test);
    void addSteps(const ProcedureSteps &steps);
    QString unknownChoices(const QSet<QString> &ticked, const QHash<QString, QString> &chosen,
                           const QString &where) const;

    const Ruleset *m_rs;
    QString m_name; // the test's or the procedure's, for messages
    QStringList m_tests; // every test it may take, in the order met
    QSet<QString> m_ownTests; // a procedure's steps' tests, for "TEST@actor"
    QStringList m_toggles;
    QStringList m_automatic; // worked out by the app, never ticked
    QHash<QString, QStringList> m_choices; // one-of modifier -> its choices
    QStringList m_inputs;
    QHash<QString, QString> m_inputNames; // input id -> its name
};

} // namespace adjutant::rules
