#pragma once

#include <QJsonObject>
#include <QString>

namespace adjutant::lan {

// The browser client's own words (lan/client), written here with QT_TRANSLATE_NOOP3 in the
// context "LanClient" so that Linguist catalogues them with the app's, and served to the phone
// as /words.json in its language: the client has no text of its own but these.
class ClientWords
{
public:
    static constexpr const char *kContext = "LanClient";
    // {"key": "words in that language", ...}
    static QJsonObject json(const QString &language);
};

} // namespace adjutant::lan
