#pragma once

#include <QString>

namespace adjutant {

// Where Adjutant keeps what a user makes or adds: battles, rulesets and scenarios side by side in
// one application folder, $XDG_DATA_HOME/Adjutant (~/.local/share/Adjutant on Linux). Every path
// to them is decided here, for the app, the command-line tool and the tests alike.
class AppFolders
{
public:
    // The organisation's and the application's name, set once by both executables before anything
    // reads a setting or a folder: the settings file is ~/.config/Adjutant/Adjutant.conf.
    static void nameApplication();

    static QString root();
    static QString battles();
    // ADJUTANT_RULESETS_DIR overrides it.
    static QString rulesets();
    // ADJUTANT_SCENARIOS_DIR overrides it.
    static QString scenarios();
    // Sides saved on their own to reuse in later battles. ADJUTANT_ARMIES_DIR overrides it.
    static QString armies();

    // Settings are read and written by QSettings, which follows a link and waits on a pipe: a
    // settings file that is not a plain file of Adjutant's own size (a link, a pipe, a device,
    // more than a megabyte) is left alone, and this session's settings are kept in a scratch
    // folder instead. Called by the app before anything reads a setting; returns what to tell the
    // user (empty when all is well), which settingsNotice() gives again.
    static QString guardSettings();
    static QString settingsNotice();

    // Where battles were kept up to version 0.1 ($XDG_DATA_HOME/Adjutant/Adjutant/battles);
    // the app moves them into battles() when it starts (BattleFolderMove).
    static QString oldBattles();
};

} // namespace adjutant
