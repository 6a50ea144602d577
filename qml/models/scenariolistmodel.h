#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace adjutant::ui {

// The battles a player can start: the demo battle of every system, then the umpire's own
// scenario files from the user folder. Read lightly (name, ruleset, blurb); a scenario is checked
// in full only when it is started.
class ScenarioListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ScenarioListModel comes from BattleSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // How many of the umpire's files do not load, and the row of the first: the page says so at
    // its top (a broken file may be far down a long list, below the fold of a small screen).
    Q_PROPERTY(int brokenCount READ brokenCount NOTIFY countChanged)
    Q_PROPERTY(int firstBroken READ firstBroken NOTIFY countChanged)
    // The umpire's files that could not be read at all (not even as JSON, so not mendable in the
    // editor): each moved aside as NAME.damaged-DATE and named here, one a line.
    Q_PROPERTY(QString notice READ notice NOTIFY countChanged)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        ExplainRole,
        RulesetRole, // the ruleset's name
        PathRole,
        BuiltInRole,
        FirstOfRulesetRole, // the first scenario of its rule system: the list heads it with its name
        BrokenRole, // it does not load: it cannot be started, only mended
        ProblemRole, // its first mistake, "file:line: field: message"; empty if it loads
    };
    Q_ENUM(Role)

    explicit ScenarioListModel(QObject *parent = nullptr);

    // The built-in demos and the user's own, from AppFolders::scenarios().
    Q_INVOKABLE void reload();

    int rowCount(const QModelIndex &parent = {}) const override;
    int brokenCount() const;
    int firstBroken() const; // -1 when none
    QString notice() const { return m_notice.join(u'\n'); }
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    struct Row {
        QString name;
        QString explain;
        QString ruleset;
        QString path;
        bool builtIn = false;
        bool broken = false;
        QString problem;
    };
    static QByteArray readBuiltIn(const QString &path);
    // The bytes of one of the umpire's files, or none: moved aside (said in m_notice), or not a
    // plain file (said in m_unread, for its row).
    std::optional<QByteArray> readOwn(const QString &path);

    QList<Row> m_rows;
    QStringList m_notice;
    QString m_unread;
};

} // namespace adjutant::ui
