#include "clientwords.h"

#include "phonewords.h"

#include <QCoreApplication>

namespace adjutant::lan {

namespace {

struct ClientWord {
    const char *key;
    Words words;
};

const ClientWord kWords[] = {
    {"title", QT_TRANSLATE_NOOP3("LanClient", "Adjutant at the table", "the phone's page title")},
    {"name", QT_TRANSLATE_NOOP3("LanClient", "Your name", "joining: what the umpire sees this phone as")},
    {"pin", QT_TRANSLATE_NOOP3("LanClient", "PIN shown by the host", "joining")},
    {"umpireCode", QT_TRANSLATE_NOOP3("LanClient", "Umpire's code (the umpire only)", "joining")},
    {"join", QT_TRANSLATE_NOOP3("LanClient", "Join the table", "button")},
    {"waiting",
     QT_TRANSLATE_NOOP3("LanClient", "Joined. The umpire gives you a seat.", "a phone without a seat")},
    {"umpire", QT_TRANSLATE_NOOP3("LanClient", "Umpire", "a seat")},
    {"spectator", QT_TRANSLATE_NOOP3("LanClient", "Spectator", "a seat")},
    {"noSeat", QT_TRANSLATE_NOOP3("LanClient", "No seat", "a seat, or the button that takes one back")},
    {"connecting", QT_TRANSLATE_NOOP3("LanClient", "Connecting…", "the link to the host")},
    {"connected", QT_TRANSLATE_NOOP3("LanClient", "Connected", "the link to the host")},
    {"pending", QT_TRANSLATE_NOOP3("LanClient", "%1 sent, not yet answered", "actions under way")},
    {"turn", QT_TRANSLATE_NOOP3("LanClient", "Turn %1", "the turn's number")},
    {"draw", QT_TRANSLATE_NOOP3("LanClient", "Draw the next card", "button")},
    {"next", QT_TRANSLATE_NOOP3("LanClient", "Next phase", "button")},
    {"undo", QT_TRANSLATE_NOOP3("LanClient", "Undo", "button")},
    {"owed", QT_TRANSLATE_NOOP3("LanClient", "Tests owed", "heading")},
    {"noneOwed", QT_TRANSLATE_NOOP3("LanClient", "No test is owed.", "the list of tests owed, empty")},
    {"sheet", QT_TRANSLATE_NOOP3("LanClient", "Dice", "button: open a test's sheet to enter its dice")},
    {"hostRolls", QT_TRANSLATE_NOOP3("LanClient", "Host rolls", "button: the host rolls the dice")},
    {"apply", QT_TRANSLATE_NOOP3("LanClient", "Apply", "button: journal the dice entered")},
    {"takeBack", QT_TRANSLATE_NOOP3("LanClient", "Take back", "button: the last die entered")},
    {"close", QT_TRANSLATE_NOOP3("LanClient", "Close", "button")},
    {"dieWanted", QT_TRANSLATE_NOOP3("LanClient", "Enter a d%1", "the die the test wants next")},
    {"odds", QT_TRANSLATE_NOOP3("LanClient", "Odds", "heading")},
    {"modifiers", QT_TRANSLATE_NOOP3("LanClient", "Modifiers", "heading")},
    {"units", QT_TRANSLATE_NOOP3("LanClient", "Units", "heading")},
    {"journal", QT_TRANSLATE_NOOP3("LanClient", "Journal", "heading")},
    {"devices", QT_TRANSLATE_NOOP3("LanClient", "Devices at the table", "heading, the umpire's")},
    {"refused", QT_TRANSLATE_NOOP3("LanClient", "Refused: %1", "an action the host refused, and why")},
    {"endTurn", QT_TRANSLATE_NOOP3("LanClient", "End the turn", "button, the umpire's")},
    {"charges",
     QT_TRANSLATE_NOOP3("LanClient", "Charges", "heading: charges declared, and a unit's charges")},
    {"chargeLine",
     QT_TRANSLATE_NOOP3("LanClient", "%1: %2 → %3", "a charge declared: its name, the charger and its target")},
    {"answered", QT_TRANSLATE_NOOP3("LanClient", "Answered: %1", "a charge: the defender's response")},
    {"awaitingResponse",
     QT_TRANSLATE_NOOP3("LanClient", "Waiting for the defender's response", "a charge declared")},
    {"callOff", QT_TRANSLATE_NOOP3("LanClient", "Call off", "button: a charge declared is not made")},
    {"tests", QT_TRANSLATE_NOOP3("LanClient", "Tests", "heading: a unit's tests offered now")},
    {"otherTests", QT_TRANSLATE_NOOP3("LanClient", "Other tests", "heading: every other test of the unit")},
    {"orders", QT_TRANSLATE_NOOP3("LanClient", "Orders", "heading: a unit's orders")},
    {"formations", QT_TRANSLATE_NOOP3("LanClient", "Change formation", "heading: a unit's formations")},
    {"move", QT_TRANSLATE_NOOP3("LanClient", "Move", "heading and button: a unit's move")},
    {"inches", QT_TRANSLATE_NOOP3("LanClient", "Inches moved", "a move's distance")},
    {"terrain", QT_TRANSLATE_NOOP3("LanClient", "Ground", "a move: the ground moved through")},
    {"manoeuvre", QT_TRANSLATE_NOOP3("LanClient", "Manoeuvre", "a move: a wheel, an incline…")},
    {"target", QT_TRANSLATE_NOOP3("LanClient", "Target", "the unit a test, charge or order is aimed at")},
    {"go", QT_TRANSLATE_NOOP3("LanClient", "Go", "button: take the test or declare the charge")},
};

} // namespace

QJsonObject ClientWords::json(const QString &language)
{
    QJsonObject out;
    for (const ClientWord &w : kWords)
        out.insert(QLatin1String(w.key), PhoneWords::say(language, w.words, kContext));
    return out;
}

} // namespace adjutant::lan
