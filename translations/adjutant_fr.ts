<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ActionJson</name>
    <message>
        <source>unknown key &quot;%1&quot; in a %2 action; it takes %3</source>
        <translation>clé inconnue «&#xa0;%1&#xa0;» dans une action %2&#xa0;; elle accepte %3</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1&#xa0;: absent</translation>
    </message>
    <message>
        <source>%1: text is needed</source>
        <translation>%1&#xa0;: un texte est attendu</translation>
    </message>
    <message>
        <source>%1: a list is needed</source>
        <translation>%1&#xa0;: une liste est attendue</translation>
    </message>
    <message>
        <source>%1[%2]: text is needed</source>
        <translation>%1[%2]&#xa0;: un texte est attendu</translation>
    </message>
    <message>
        <source>%1: an object of choices is needed</source>
        <translation>%1&#xa0;: un objet de choix est attendu</translation>
    </message>
    <message>
        <source>%1.%2: a choice&apos;s id is needed</source>
        <translation>%1.%2&#xa0;: l&apos;identifiant d&apos;un choix est attendu</translation>
    </message>
    <message>
        <source>%1: unknown key &quot;%2&quot;; it takes ticked, chosen</source>
        <translation>%1&#xa0;: clé inconnue «&#xa0;%2&#xa0;»&#xa0;; seules ticked et chosen sont acceptées</translation>
    </message>
    <message>
        <source>%1: a whole number is needed, not %2</source>
        <translation>%1&#xa0;: un nombre entier est attendu, pas %2</translation>
    </message>
    <message>
        <source>%1: a list of numbers is needed</source>
        <translation>%1&#xa0;: une liste de nombres est attendue</translation>
    </message>
    <message>
        <source>%1: a list of cards is needed</source>
        <translation>%1&#xa0;: une liste de cartes est attendue</translation>
    </message>
    <message>
        <source>%1[%2]: a card is {&quot;card&quot;: ID, &quot;unit&quot;: ID}</source>
        <translation>%1[%2]&#xa0;: une carte s&apos;écrit {&quot;card&quot;: ID, &quot;unit&quot;: ID}</translation>
    </message>
    <message>
        <source>that</source>
        <translation>celle-ci</translation>
    </message>
    <message>
        <source>say what is done: &quot;kind&quot; is one of %1</source>
        <translation>indiquez ce qui est fait&#xa0;: «&#xa0;kind&#xa0;» vaut l&apos;un de %1</translation>
    </message>
    <message>
        <source>tests: an object of choices by test is needed</source>
        <translation>tests&#xa0;: un objet de choix par test est attendu</translation>
    </message>
    <message>
        <source>tests.%1: an object with ticked and chosen is needed</source>
        <translation>tests.%1&#xa0;: un objet avec ticked et chosen est attendu</translation>
    </message>
    <message>
        <source>inputs: an object of numbers is needed</source>
        <translation>inputs&#xa0;: un objet de nombres est attendu</translation>
    </message>
    <message>
        <source>%1: &quot;typed&quot; or &quot;app&quot;, not &quot;%2&quot;</source>
        <translation>%1&#xa0;: «&#xa0;typed&#xa0;» ou «&#xa0;app&#xa0;», pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>sources: one for each of the %n face(s)</source>
        <translation>
            <numerusform>sources&#xa0;: une pour la %n face</numerusform>
            <numerusform>sources&#xa0;: une pour chacune des %n faces</numerusform>
        </translation>
    </message>
    <message>
        <source>value: missing</source>
        <translation>value&#xa0;: absent</translation>
    </message>
    <message>
        <source>unit: the unit that joins is needed, as {&quot;id&quot;, &quot;name&quot;, &quot;type&quot;, &quot;side&quot;, &quot;commander&quot;}</source>
        <translation>unit&#xa0;: l&apos;unité qui arrive est attendue, sous la forme {&quot;id&quot;, &quot;name&quot;, &quot;type&quot;, &quot;side&quot;, &quot;commander&quot;}</translation>
    </message>
    <message>
        <source>isCommander: true or false</source>
        <translation>isCommander&#xa0;: true ou false</translation>
    </message>
    <message>
        <source>fields: an object of the unit&apos;s fields is needed</source>
        <translation>fields&#xa0;: un objet des champs de l&apos;unité est attendu</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;; actions: %2</source>
        <translation>action inconnue «&#xa0;%1&#xa0;»&#xa0;; actions&#xa0;: %2</translation>
    </message>
    <message>
        <source>reroll: {&quot;of&quot;: the entry&apos;s seq, &quot;order&quot;: the order that allows it, &quot;by&quot;: the unit that gives it}</source>
        <translation>reroll : {&quot;of&quot; : le seq de l’entrée, &quot;order&quot; : l’ordre qui le permet, &quot;by&quot; : l’unité qui le donne}</translation>
    </message>
    <message>
        <source>owe: true or false</source>
        <translation>owe : true ou false</translation>
    </message>
    <message>
        <source>%1: an object of figure lists by unit is needed</source>
        <translation>%1&#xa0;: il faut un objet de listes de figurines par unité</translation>
    </message>
</context>
<context>
    <name>Amendment</name>
    <message>
        <source>a side cannot be added or taken away during a battle</source>
        <translation>un camp ne peut être ni ajouté ni retiré pendant une bataille</translation>
    </message>
    <message>
        <source>%1: a side is as it began for the whole battle</source>
        <translation>%1 : un camp reste tel qu’au début pendant toute la bataille</translation>
    </message>
    <message>
        <source>%1: the id &quot;%2&quot; belonged to a unit taken out of the battle</source>
        <translation>%1 : l’identifiant « %2 » appartenait à une unité retirée de la bataille</translation>
    </message>
    <message>
        <source>%1: its type, side or rank cannot change during a battle</source>
        <translation>%1 : son type, son camp ou son rang ne peuvent pas changer pendant une bataille</translation>
    </message>
    <message>
        <source>%1: someone of the side must command it</source>
        <translation>%1 : quelqu’un de son camp doit la commander</translation>
    </message>
</context>
<context>
    <name>Army</name>
    <message>
        <source>not an army file: %1</source>
        <translation>pas un fichier d’armée : %1</translation>
    </message>
    <message>
        <source>not an army file (a scenario or a battle?)</source>
        <translation>pas un fichier d’armée (un scénario ou une bataille ?)</translation>
    </message>
    <message>
        <source>an army file of format %1, which this Adjutant does not know</source>
        <translation>un fichier d’armée au format %1, que cet Adjutant ne connaît pas</translation>
    </message>
    <message>
        <source>this army was built for the ruleset &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>cette armée a été composée pour les règles « %1 », pas « %2 »</translation>
    </message>
    <message>
        <source>the army has no commanders</source>
        <translation>l’armée n’a pas de chefs</translation>
    </message>
</context>
<context>
    <name>Battle</name>
    <message>
        <source> (dice rolled by the app)</source>
        <translation> (dés lancés par l&apos;appli)</translation>
    </message>
    <message>
        <source> (dice typed)</source>
        <translation> (dés saisis)</translation>
    </message>
    <message>
        <source> (dice typed: %1; rolled by the app: %2)</source>
        <translation> (dés saisis&#xa0;: %1&#xa0;; lancés par l&apos;appli&#xa0;: %2)</translation>
    </message>
    <message>
        <source>%1: no modifier &quot;%2&quot; in %3</source>
        <translation>%1&#xa0;: aucun modificateur «&#xa0;%2&#xa0;» dans %3</translation>
    </message>
    <message>
        <source>%1%2: &quot;%3&quot; is not a choice of that modifier</source>
        <translation>%1%2&#xa0;: «&#xa0;%3&#xa0;» n&apos;est pas un choix de ce modificateur</translation>
    </message>
    <message>
        <source>tests.%1: no such test in %2</source>
        <translation>tests.%1&#xa0;: aucun test de ce nom dans %2</translation>
    </message>
    <message>
        <source>%1 has no test &quot;%2&quot;</source>
        <translation>%1 n&apos;a pas de test «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>no unit &quot;%1&quot; in this battle</source>
        <translation>aucune unité «&#xa0;%1&#xa0;» dans cette bataille</translation>
    </message>
    <message>
        <source>say which unit takes the test (actor)</source>
        <translation>indiquez quelle unité passe le test (actor)</translation>
    </message>
    <message>
        <source>more dice are needed: %1 × %2 (%3)</source>
        <translation>il faut plus de dés&#xa0;: %1 × %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n die face(s) given but %1 used</source>
        <translation>
            <numerusform>%n face donnée mais %1 utilisée(s)</numerusform>
            <numerusform>%n faces données mais %1 utilisée(s)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 [%3]%4</source>
        <translation>%1 %2 [%3]%4</translation>
    </message>
    <message>
        <source>Umpire: %1 %2 set to %3%4</source>
        <translation>Arbitre&#xa0;: %1 %2 mis à %3%4</translation>
    </message>
    <message>
        <source>a joining unit needs an id of letters, digits and hyphens</source>
        <translation>une unité qui arrive doit avoir un identifiant fait de lettres, de chiffres et de tirets</translation>
    </message>
    <message>
        <source>there is already a unit &quot;%1&quot;</source>
        <translation>il existe déjà une unité «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 has no unit type &quot;%2&quot;</source>
        <translation>%1 n&apos;a pas de type d&apos;unité «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>no side &quot;%1&quot; in this battle</source>
        <translation>aucun camp «&#xa0;%1&#xa0;» dans cette bataille</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a commander of %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un commandant de %2</translation>
    </message>
    <message>
        <source>%1 joins the battle (%2, %3)%4</source>
        <translation>%1 rejoint la bataille (%2, %3)%4</translation>
    </message>
    <message>
        <source>%1&apos;s card joins the deck when it is next shuffled</source>
        <translation>La carte de %1 rejoint le paquet au prochain mélange</translation>
    </message>
    <message>
        <source>Ended turn %1</source>
        <translation>Fin du tour %1</translation>
    </message>
    <message>
        <source>an undo marks an entry; it is not played</source>
        <translation>une annulation marque une entrée&#xa0;; elle n&apos;est pas jouée</translation>
    </message>
    <message>
        <source>a redo marks an entry; it is not played</source>
        <translation>un rétablissement marque une entrée&#xa0;; il n&apos;est pas joué</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>rien à annuler</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>rien à rétablir</translation>
    </message>
    <message>
        <source>Undid: %1</source>
        <translation>Annulé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Redid: %1</source>
        <translation>Rétabli&#xa0;: %1</translation>
    </message>
    <message>
        <source>entry %1 does not apply: %2</source>
        <translation>l&apos;entrée %1 ne s&apos;applique pas&#xa0;: %2</translation>
    </message>
    <message>
        <source>journal entry %1 cannot be read</source>
        <translation>l&apos;entrée %1 du journal est illisible</translation>
    </message>
    <message>
        <source>journal entry %1 does not apply: %2</source>
        <translation>l&apos;entrée %1 du journal ne s&apos;applique pas&#xa0;: %2</translation>
    </message>
    <message>
        <source>journal entry %1 does not give the state it recorded: it was changed after it was played</source>
        <translation>l&apos;entrée %1 du journal ne donne pas l&apos;état enregistré&#xa0;: elle a été modifiée après avoir été jouée</translation>
    </message>
    <message>
        <source>entry %1: state %2 recorded, %3 replayed</source>
        <translation>entrée %1&#xa0;: état %2 enregistré, %3 rejoué</translation>
    </message>
    <message>
        <source>%1 by %2 is not allowed: %3 (the umpire may allow it, giving a reason as &quot;override&quot;)</source>
        <translation>%1 par %2 n’est pas permis&#xa0;: %3 (l’arbitre peut l’autoriser en donnant une raison, «&#xa0;override&#xa0;»)</translation>
    </message>
    <message>
        <source>allowed by the umpire (%1), though the rules say: %2</source>
        <translation>autorisé par l’arbitre (%1) bien que&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 has no order &quot;%2&quot;</source>
        <translation>%1 n’a pas d’ordre «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>no unit &quot;%1&quot; in play</source>
        <translation>aucune unité «&#xa0;%1&#xa0;» en jeu</translation>
    </message>
    <message>
        <source>the order &quot;%1&quot; is given to another unit: say which (target)</source>
        <translation>l’ordre «&#xa0;%1&#xa0;» est donné à une autre unité&#xa0;: laquelle (target)&#xa0;?</translation>
    </message>
    <message>
        <source>the order &quot;%1&quot; takes no target</source>
        <translation>l’ordre «&#xa0;%1&#xa0;» n’a pas de cible</translation>
    </message>
    <message>
        <source>answers: the order &quot;%1&quot; asks no question &quot;%2&quot;</source>
        <translation>answers&#xa0;: l’ordre «&#xa0;%1&#xa0;» ne pose pas de question «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>it is only for a unit when %1</source>
        <translation>il ne vaut que pour une unité quand %1</translation>
    </message>
    <message>
        <source>%1 for %2 is not allowed: %3 (the umpire may allow it, giving a reason as &quot;override&quot;)</source>
        <translation>%1 pour %2 n’est pas permis&#xa0;: %3 (l’arbitre peut l’autoriser en donnant une raison, «&#xa0;override&#xa0;»)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source> for %1</source>
        <translation> pour %1</translation>
    </message>
    <message>
        <source>; allowed by the umpire (%1), though the rules say: %2</source>
        <translation>&#xa0;; autorisé par l’arbitre (%1) bien que&#xa0;: %2</translation>
    </message>
    <message>
        <source>skip: %1 has no test &quot;%2&quot;</source>
        <translation>skip&#xa0;: %1 n&apos;a pas de test «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1 skipped by the umpire</source>
        <translation>%1 passé par l&apos;arbitre</translation>
    </message>
    <message>
        <source>%1 has no procedure &quot;%2&quot;</source>
        <translation>%1 n&apos;a pas de procédure «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>a charge needs the charger (actor) and the unit charged (target)</source>
        <translation>une charge demande l&apos;unité qui charge (actor) et l&apos;unité chargée (target)</translation>
    </message>
    <message>
        <source>%1 by %2 on %3, %4: %5. %6</source>
        <translation>%1 de %2 sur %3, %4&#xa0;: %5. %6</translation>
    </message>
    <message>
        <source>%1 was taken out of the battle</source>
        <translation>%1 a été retirée de la bataille</translation>
    </message>
    <message>
        <source>give %1 a name</source>
        <translation>donnez un nom à %1</translation>
    </message>
    <message>
        <source>Umpire: %1 renamed %2%3</source>
        <translation>Arbitre : %1 renommée %2%3</translation>
    </message>
    <message>
        <source>%1 already answers to %2</source>
        <translation>%1 obéit déjà à %2</translation>
    </message>
    <message>
        <source>%1 cannot answer to %2, who is under his command</source>
        <translation>%1 ne peut pas obéir à %2, qui est sous ses ordres</translation>
    </message>
    <message>
        <source>Umpire: %1 moved from %2 to %3%4</source>
        <translation>Arbitre : %1 passée de %2 à %3%4</translation>
    </message>
    <message>
        <source>%1 still commands %2: move them under another commander or take them out first</source>
        <translation>%1 commande encore %2 : placez-les d’abord sous un autre chef ou retirez-les</translation>
    </message>
    <message>
        <source>%1&apos;s card is taken out of the deck</source>
        <translation>La carte de %1 est retirée du paquet</translation>
    </message>
    <message>
        <source>Umpire: %1 taken out of the battle%2</source>
        <translation>Arbitre : %1 retirée de la bataille%2</translation>
    </message>
    <message>
        <source>reroll: entry %1 is not the test just undone, %2 by %3</source>
        <translation>reroll : l’entrée %1 n’est pas le test qui vient d’être annulé, %2 par %3</translation>
    </message>
    <message>
        <source>%1 has no re-roll &quot;%2&quot;</source>
        <translation>%1 n’a pas de relance « %2 »</translation>
    </message>
    <message>
        <source>Rolled again (entry %1), %2: %3</source>
        <translation>Relancé (entrée %1), %2 : %3</translation>
    </message>
    <message>
        <source>%1 is given with a test rolled again, not on its own</source>
        <translation>%1 se donne avec un test relancé, pas seul</translation>
    </message>
    <message>
        <source>the last entry is no test to roll again</source>
        <translation>la dernière entrée n’est pas un test à relancer</translation>
    </message>
    <message>
        <source>owed test %1 taken (%2)</source>
        <translation>test dû %1 passé (%2)</translation>
    </message>
    <message>
        <source>no test is owed as number %1</source>
        <translation>aucun test n&apos;est dû sous le numéro %1</translation>
    </message>
    <message>
        <source>owed test %1 is %2</source>
        <translation>le test dû %1 est %2</translation>
    </message>
    <message>
        <source>%1 is owed: only the umpire may pass it over, giving a reason as &quot;reason&quot;</source>
        <translation>%1 est dû : seul l&apos;arbitre peut le passer, en donnant une raison comme « reason »</translation>
    </message>
    <message>
        <source>Umpire: %1 passed over (%2)</source>
        <translation>Arbitre : %1 passé outre (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 owed</source>
        <translation>%1 dû</translation>
    </message>
    <message>
        <source>reroll: entry %1 was itself rolled again, and the new roll stands</source>
        <translation>reroll : l’entrée %1 a déjà été relancée, et le nouveau jet compte</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 is counted from the unit&apos;s figures: correct the figure instead (&quot;figure&quot;)</source>
        <translation>%1 se compte d’après les figurines de l’unité&#xa0;: corrigez plutôt la figurine (&quot;figure&quot;)</translation>
    </message>
    <message>
        <source>%1 has no figure &quot;%2&quot;</source>
        <translation>%1 n’a pas de figurine &quot;%2&quot;</translation>
    </message>
    <message>
        <source>role: &quot;%1&quot; is not a figure&apos;s role in %2</source>
        <translation>role&#xa0;: &quot;%1&quot; n’est pas un rôle de figurine dans %2</translation>
    </message>
    <message>
        <source>Umpire: %1: %2 set to %3%4</source>
        <translation>Arbitre&#xa0;: %1&#xa0;: %2 mis à %3%4</translation>
    </message>
    <message>
        <source>role</source>
        <translation>rôle</translation>
    </message>
</context>
<context>
    <name>BattleFile</name>
    <message>
        <source>there is no file %1</source>
        <translation>le fichier %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 n&apos;est pas un fichier</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, far more than any battle: is it the right file?</source>
        <translation>%1 dépasse %2 Mo, bien plus qu&apos;une bataille&#xa0;: est-ce le bon fichier&#xa0;?</translation>
    </message>
    <message>
        <source>%1: journal entry %2 is damaged</source>
        <translation>%1&#xa0;: l&apos;entrée %2 du journal est endommagée</translation>
    </message>
    <message>
        <source>%1: journal entry %2 appears a second time</source>
        <translation>%1&#xa0;: l&apos;entrée %2 du journal apparaît une deuxième fois</translation>
    </message>
    <message>
        <source>%1: the journal&apos;s entries are out of order: entry %2 comes before entry %3</source>
        <translation>%1&#xa0;: les entrées du journal sont dans le désordre&#xa0;: l&apos;entrée %2 précède l&apos;entrée %3</translation>
    </message>
    <message>
        <source>%1: journal entry %2 is missing</source>
        <translation>%1&#xa0;: l&apos;entrée %2 du journal manque</translation>
    </message>
    <message numerus="yes">
        <source>%n journal entr(y/ies) from there on could not be kept</source>
        <translation>
            <numerusform>%n entrée du journal à partir de là n&apos;a pas pu être conservée</numerusform>
            <numerusform>%n entrées du journal à partir de là n&apos;ont pas pu être conservées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not an Adjutant battle (no format, ruleset and scenario)</source>
        <translation>%1 n&apos;est pas une bataille Adjutant (ni format, ni règles, ni scénario)</translation>
    </message>
    <message>
        <source>%1: its header (order of battle, options, deck, seed) does not match its checksum: it was changed after it was saved</source>
        <translation>%1&#xa0;: son en-tête (ordre de bataille, options, paquet, graine) ne correspond pas à sa somme de contrôle&#xa0;: il a été modifié après l&apos;enregistrement</translation>
    </message>
    <message>
        <source>%1: its journal does not match its checksum</source>
        <translation>%1&#xa0;: son journal ne correspond pas à sa somme de contrôle</translation>
    </message>
    <message>
        <source>%1 is damaged (%2 at byte %3)</source>
        <translation>%1 est endommagé (%2 à l&apos;octet %3)</translation>
    </message>
    <message>
        <source>%1 is not an Adjutant battle</source>
        <translation>%1 n&apos;est pas une bataille Adjutant</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>impossible d&apos;enregistrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 was changed by another program while the battle was open; reopen the battle</source>
        <translation>%1 a été modifié par un autre programme pendant que la bataille était ouverte&#xa0;; rouvrez la bataille</translation>
    </message>
    <message>
        <source>%1 does not start with a copy of the battle</source>
        <translation>%1 ne commence pas par une copie de la bataille</translation>
    </message>
    <message>
        <source>%1 is older than the journal beside it; the battle was taken from %2</source>
        <translation>%1 est plus ancien que le journal à côté&#xa0;; la bataille a été reprise de %2</translation>
    </message>
    <message>
        <source>the battle was rebuilt from the copy in %1</source>
        <translation>la bataille a été reconstruite à partir de la copie dans %1</translation>
    </message>
    <message>
        <source>%1 has no intact copy to compare with: the battle was read as it is; check its order of battle</source>
        <translation>%1 n&apos;a pas de copie intacte pour comparer&#xa0;: la bataille a été lue telle quelle&#xa0;; vérifiez son ordre de bataille</translation>
    </message>
    <message>
        <source>there is no battle file %1</source>
        <translation>le fichier de bataille %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>%1 holds no copy of it</source>
        <translation>%1 n&apos;en contient aucune copie</translation>
    </message>
    <message>
        <source>%1: %2; it was never acknowledged, so nothing is lost</source>
        <translation>%1&#xa0;: %2&#xa0;; cela n&apos;a jamais été confirmé, donc rien n&apos;est perdu</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2; the %n record(s) before it are kept</source>
        <translation>
            <numerusform>%1&#xa0;: %2&#xa0;; l&apos;enregistrement qui précède est conservé</numerusform>
            <numerusform>%1&#xa0;: %2&#xa0;; les %n enregistrements qui précèdent sont conservés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) from there on could not be kept</source>
        <translation>
            <numerusform>%n enregistrement à partir de là n&apos;a pas pu être conservé</numerusform>
            <numerusform>%n enregistrements à partir de là n&apos;ont pas pu être conservés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2; it will be written afresh</source>
        <translation>%1&#xa0;: %2&#xa0;; il sera réécrit</translation>
    </message>
    <message>
        <source>the battle&apos;s ruleset &quot;%1&quot; cannot be loaded</source>
        <translation>les règles «&#xa0;%1&#xa0;» de la bataille ne peuvent pas être chargées</translation>
    </message>
    <message>
        <source>saved with %1 version %2; this is version %3</source>
        <translation>enregistré avec %1 version %2&#xa0;; ceci est la version %3</translation>
    </message>
    <message>
        <source>the battle&apos;s order of battle is damaged</source>
        <translation>l&apos;ordre de bataille de la bataille est endommagé</translation>
    </message>
    <message numerus="yes">
        <source>%1: journal entry %2 is missing; %n record(s) from there on could not be kept</source>
        <translation>
            <numerusform>%1&#xa0;: l&apos;entrée %2 du journal manque&#xa0;; %n enregistrement à partir de là n&apos;a pas pu être conservé</numerusform>
            <numerusform>%1&#xa0;: l&apos;entrée %2 du journal manque&#xa0;; %n enregistrements à partir de là n&apos;ont pas pu être conservés</numerusform>
        </translation>
    </message>
    <message>
        <source>replaying the journal does not give the state recorded at entry %1</source>
        <translation>rejouer le journal ne donne pas l&apos;état enregistré à l&apos;entrée %1</translation>
    </message>
    <message numerus="yes">
        <source>the battle goes on from entry %1; %n later entr(y/ies) could not be kept</source>
        <translation>
            <numerusform>la bataille reprend à l&apos;entrée %1&#xa0;; %n entrée suivante n&apos;a pas pu être conservée</numerusform>
            <numerusform>la bataille reprend à l&apos;entrée %1&#xa0;; %n entrées suivantes n&apos;ont pas pu être conservées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleFolderMove</name>
    <message>
        <source>%1 is there already, and not a folder</source>
        <translation>%1 existe déjà et n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>%1 is there already</source>
        <translation>%1 existe déjà</translation>
    </message>
    <message>
        <source>the battle is open in Adjutant</source>
        <translation>la bataille est ouverte dans Adjutant</translation>
    </message>
    <message>
        <source>%1: the folder cannot be made</source>
        <translation>%1&#xa0;: impossible de créer le dossier</translation>
    </message>
    <message>
        <source>Adjutant keeps battles in %1 now. The files below could not be moved there, so they are still here, as they were; nothing was overwritten. Open them with &apos;Open a battle...&apos;, or move them yourself (a battle with the files named after it). Adjutant tries again each time it starts, and removes this note once everything is moved.

</source>
        <translation>Adjutant range désormais les batailles dans %1. Les fichiers ci-dessous n&apos;ont pas pu y être déplacés&#xa0;: ils sont donc toujours ici, tels quels, et rien n&apos;a été écrasé. Ouvrez-les avec «&#xa0;Ouvrir une bataille…&#xa0;» ou déplacez-les vous-même (une bataille avec les fichiers qui portent son nom). Adjutant réessaie à chaque démarrage et retire cette note une fois tout déplacé.

</translation>
    </message>
</context>
<context>
    <name>BattlePage</name>
    <message>
        <source>%1: %2 against %3</source>
        <translation>%1&#xa0;: %2 contre %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>‹ Home</source>
        <translation>‹ Accueil</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Add unit…</source>
        <translation>Ajouter une unité…</translation>
    </message>
    <message>
        <source>A unit joins the battle (a reinforcement)</source>
        <translation>Une unité rejoint la bataille (renfort)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Plus</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation>Ordre de bataille</translation>
    </message>
    <message>
        <source>Order of battle…</source>
        <translation>Ordre de bataille…</translation>
    </message>
    <message>
        <source>Edit the order of battle in play; every change is journaled</source>
        <translation>Modifier l’ordre de bataille en cours ; chaque changement est journalisé</translation>
    </message>
</context>
<context>
    <name>BattleProblemDialog</name>
    <message>
        <source>Open read-only</source>
        <translation>Ouvrir en lecture seule</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>BattleTitle</name>
    <message>
        <source>%1, played with %2</source>
        <translation>%1, jouée avec %2</translation>
    </message>
</context>
<context>
    <name>BoundedFile</name>
    <message>
        <source>%1 MB</source>
        <translation>%1 Mo</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 Ko</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>the file is larger than %1, the most Adjutant reads</source>
        <translation>le fichier dépasse %1, le maximum que lit Adjutant</translation>
    </message>
    <message>
        <source>cannot read the file: no such file</source>
        <translation>impossible de lire le fichier&#xa0;: il n&apos;existe pas</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>ceci est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>this is not a plain file (a device, a pipe or a socket)</source>
        <translation>ceci n&apos;est pas un fichier ordinaire (un périphérique, un tube ou une socket)</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>impossible de lire le fichier&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ChargeFlowView</name>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>%1&quot;</source>
        <translation>%1&quot;</translation>
    </message>
    <message>
        <source>%1 sheet</source>
        <translation>Fiche %1</translation>
    </message>
    <message>
        <source>Response…</source>
        <translation>Réaction…</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Changer…</translation>
    </message>
    <message>
        <source>Choose another response</source>
        <translation>Choisir une autre réaction</translation>
    </message>
    <message>
        <source>Change the target or the distance</source>
        <translation>Changer la cible ou la distance</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Charge which unit? (or tap it in the order of battle)</source>
        <translation>Charger quelle unité&#xa0;? (ou la toucher dans l&apos;ordre de bataille)</translation>
    </message>
    <message>
        <source>Charge %1</source>
        <translation>Charger %1</translation>
    </message>
    <message>
        <source>Charging %1</source>
        <translation>Charge %1</translation>
    </message>
    <message>
        <source>Other unit…</source>
        <translation>Autre unité…</translation>
    </message>
    <message>
        <source>Fewer: %1</source>
        <translation>Moins&#xa0;: %1</translation>
    </message>
    <message>
        <source>More: %1</source>
        <translation>Plus&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 responds (%2):</source>
        <translation>%1 réagit (%2)&#xa0;:</translation>
    </message>
    <message>
        <source>%1 responds:</source>
        <translation>%1 réagit&#xa0;:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, not offered: %2</source>
        <translation>%1, non proposé&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <source>– inches</source>
        <translation>– pouces</translation>
    </message>
    <message>
        <source>Distance: %1</source>
        <translation>Distance&#xa0;: %1</translation>
    </message>
    <message>
        <source>Distance digit %1</source>
        <translation>Chiffre %1 de la distance</translation>
    </message>
    <message>
        <source>Take back the last digit</source>
        <translation>Reprendre le dernier chiffre</translation>
    </message>
    <message>
        <source>Declare the charge</source>
        <translation>Déclarer la charge</translation>
    </message>
    <message>
        <source>Ending: %1</source>
        <translation>Issue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Applied and written to the journal as one entry.</source>
        <translation>Appliqué et inscrit au journal en une seule entrée.</translation>
    </message>
    <message>
        <source>Faces so far: %1</source>
        <translation>Faces jusqu&apos;ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>No faces yet</source>
        <translation>Pas encore de faces</translation>
    </message>
    <message>
        <source>d%1?</source>
        <translation>d%1&#xa0;?</translation>
    </message>
    <message>
        <source>Take back the last face</source>
        <translation>Reprendre la dernière face</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Skip this test (umpire)</source>
        <translation>Passer ce test (arbitre)</translation>
    </message>
    <message>
        <source>Roll the rest</source>
        <translation>Lancer le reste</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Dice to come</source>
        <translation>Dés à venir</translation>
    </message>
    <message>
        <source>Fighting which unit? (or tap it in the order of battle)</source>
        <translation>Contre quelle unité&#xa0;? (ou la toucher dans l&apos;ordre de bataille)</translation>
    </message>
    <message>
        <source>%1: %2. %3</source>
        <translation>%1&#xa0;: %2. %3</translation>
    </message>
    <message>
        <source>Why? %1</source>
        <translation>Pourquoi&#xa0;? %1</translation>
    </message>
    <message>
        <source>Apply now, owe the rest</source>
        <translation>Appliquer, devoir le reste</translation>
    </message>
    <message>
        <source>Applies the charge as it stands; the tests it triggers that no die has reached yet join the tests owed</source>
        <translation>Applique la charge telle quelle ; les tests qu’elle déclenche et qu’aucun dé n’a encore atteints rejoignent les tests dus</translation>
    </message>
</context>
<context>
    <name>CheckedJson</name>
    <message>
        <source>and %1 more mistakes, not listed; fix these first</source>
        <translation>et %1 autres erreurs non listées&#xa0;; corrigez d&apos;abord celles-ci</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>un objet attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>unknown key; allowed here: %1</source>
        <translation>clé inconnue&#xa0;; autorisées ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is required</source>
        <translation>la clé «&#xa0;%1&#xa0;» est obligatoire</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 attendu, %2 trouvé</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, not %3</source>
        <translation>un nombre entier de %1 à %2 attendu, pas %3</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>du texte attendu, %1 trouvé</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>no battle file %1</source>
        <translation>aucun fichier de bataille %1</translation>
    </message>
    <message>
        <source>adjutant-cli %1: warning: %2</source>
        <translation>adjutant-cli %1&#xa0;: avertissement&#xa0;: %2</translation>
    </message>
    <message>
        <source>adjutant-cli %1: %2</source>
        <translation>adjutant-cli %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 — %2, turn %3
</source>
        <translation>%1 — %2, tour %3
</translation>
    </message>
    <message numerus="yes">
        <source>Last drawn: %1; %n card(s) left
</source>
        <translation>
            <numerusform>Dernière tirée&#xa0;: %1&#xa0;; %n carte restante
</numerusform>
            <numerusform>Dernière tirée&#xa0;: %1&#xa0;; %n cartes restantes
</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>rien pour l&apos;instant</translation>
    </message>
    <message>
        <source>Phase: %1%2
</source>
        <translation>Phase&#xa0;: %1%2
</translation>
    </message>
    <message>
        <source> REMOVED</source>
        <translation> RETIRÉE</translation>
    </message>
    <message>
        <source>For the table: %1</source>
        <translation>Pour la table&#xa0;: %1</translation>
    </message>
    <message>
        <source>Start a battle from a ruleset and a scenario, saved to FILE (and FILE.journal beside it).</source>
        <translation>Commencer une bataille à partir de règles et d&apos;un scénario, enregistrée dans FICHIER (et FICHIER.journal à côté).</translation>
    </message>
    <message>
        <source>Ruleset id or file.</source>
        <translation>Identifiant ou fichier des règles.</translation>
    </message>
    <message>
        <source>Scenario file, or a built-in demo such as kgcwo-demo.</source>
        <translation>Fichier de scénario, ou une démo intégrée comme kgcwo-demo.</translation>
    </message>
    <message>
        <source>The battle file to write.</source>
        <translation>Le fichier de bataille à écrire.</translation>
    </message>
    <message>
        <source>Seed for the app&apos;s dice and shuffles.</source>
        <translation>Graine pour les dés et les mélanges de l&apos;appli.</translation>
    </message>
    <message>
        <source>Interpretation option (repeatable).</source>
        <translation>Option d&apos;interprétation (répétable).</translation>
    </message>
    <message>
        <source>give a ruleset and a scenario</source>
        <translation>indiquez des règles et un scénario</translation>
    </message>
    <message>
        <source>-o FILE is required</source>
        <translation>-o FICHIER est obligatoire</translation>
    </message>
    <message>
        <source>the scenario is written for %1, not %2</source>
        <translation>le scénario est écrit pour %1, pas pour %2</translation>
    </message>
    <message>
        <source>--seed needs a whole number</source>
        <translation>--seed attend un nombre entier</translation>
    </message>
    <message>
        <source>%1 already exists; new never writes over a battle: choose another name</source>
        <translation>%1 existe déjà&#xa0;; new n&apos;écrase jamais une bataille&#xa0;: choisissez un autre nom</translation>
    </message>
    <message>
        <source>adjutant-cli new: %1</source>
        <translation>adjutant-cli new&#xa0;: %1</translation>
    </message>
    <message>
        <source>The battle file.</source>
        <translation>Le fichier de bataille.</translation>
    </message>
    <message>
        <source>The action as JSON, or - to read it.</source>
        <translation>L&apos;action en JSON, ou - pour la lire sur l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>give a battle file and an action</source>
        <translation>indiquez un fichier de bataille et une action</translation>
    </message>
    <message>
        <source>the action on standard input is larger than a megabyte</source>
        <translation>l&apos;action sur l&apos;entrée standard dépasse un mégaoctet</translation>
    </message>
    <message>
        <source>the action is not a JSON object: %1 at character %2</source>
        <translation>l&apos;action n&apos;est pas un objet JSON&#xa0;: %1 au caractère %2</translation>
    </message>
    <message>
        <source>the action is not a JSON object: it must look like {&quot;kind&quot;:&quot;draw&quot;}</source>
        <translation>l&apos;action n&apos;est pas un objet JSON&#xa0;: elle doit ressembler à {&quot;kind&quot;:&quot;draw&quot;}</translation>
    </message>
    <message>
        <source>adjutant-cli play: warning: %1</source>
        <translation>adjutant-cli play&#xa0;: avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <source>adjutant-cli play: %1</source>
        <translation>adjutant-cli play&#xa0;: %1</translation>
    </message>
    <message>
        <source>adjutant-cli play: &apos;adjutant-cli recover %1&apos; saves what can be kept as a new battle</source>
        <translation>adjutant-cli play&#xa0;: «&#xa0;adjutant-cli recover %1&#xa0;» enregistre ce qui peut être sauvé comme nouvelle bataille</translation>
    </message>
    <message>
        <source>Show a battle: turn, deck or phase, every unit&apos;s state, and the journal with --journal.</source>
        <translation>Afficher une bataille&#xa0;: tour, paquet ou phase, l&apos;état de chaque unité, et le journal avec --journal.</translation>
    </message>
    <message>
        <source>List the journal too (undone entries marked).</source>
        <translation>Lister aussi le journal (entrées annulées marquées).</translation>
    </message>
    <message>
        <source>give a battle file</source>
        <translation>indiquez un fichier de bataille</translation>
    </message>
    <message>
        <source>Journal:</source>
        <translation>Journal&#xa0;:</translation>
    </message>
    <message>
        <source>  (undone)</source>
        <translation>  (annulée)</translation>
    </message>
    <message>
        <source>Rebuild a battle from its scenario and journal, rolling nothing; --verify compares every entry&apos;s recorded state with the replay (exit 1 on a difference).</source>
        <translation>Reconstruire une bataille à partir de son scénario et de son journal, sans lancer de dés&#xa0;; --verify compare l&apos;état enregistré de chaque entrée avec la reconstitution (code de sortie 1 en cas de différence).</translation>
    </message>
    <message>
        <source>Check each entry&apos;s recorded state.</source>
        <translation>Vérifier l&apos;état enregistré de chaque entrée.</translation>
    </message>
    <message numerus="yes">
        <source>replayed %n entr(y/ies), %1 checked: the same state (%2)</source>
        <translation>
            <numerusform>%n entrée rejouée, %1 vérifiée(s)&#xa0;: même état (%2)</numerusform>
            <numerusform>%n entrées rejouées, %1 vérifiées&#xa0;: même état (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Save what can be kept of a damaged battle as a new battle (FILE-recovered.adjutant beside it, or -o NEW). The damaged files are only read, and every problem found is listed.</source>
        <translation>Enregistrer ce qui peut être sauvé d&apos;une bataille endommagée comme nouvelle bataille (FICHIER-recovered.adjutant à côté, ou -o NOUVEAU). Les fichiers endommagés sont seulement lus, et chaque problème trouvé est listé.</translation>
    </message>
    <message>
        <source>The new battle file to write.</source>
        <translation>Le nouveau fichier de bataille à écrire.</translation>
    </message>
    <message>
        <source>%1 already exists: choose another name</source>
        <translation>%1 existe déjà&#xa0;: choisissez un autre nom</translation>
    </message>
    <message>
        <source>adjutant-cli recover: %1</source>
        <translation>adjutant-cli recover&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n journal entr(y/ies) kept</source>
        <translation>
            <numerusform>%1&#xa0;: %n entrée du journal conservée</numerusform>
            <numerusform>%1&#xa0;: %n entrées du journal conservées</numerusform>
        </translation>
    </message>
    <message>
        <source>Start a battle from a ruleset and a scenario.</source>
        <translation>Commencer une bataille à partir de règles et d&apos;un scénario.</translation>
    </message>
    <message>
        <source>Apply an action to a battle; journaled at once.</source>
        <translation>Appliquer une action à une bataille&#xa0;; inscrite aussitôt au journal.</translation>
    </message>
    <message>
        <source>Turn, deck or phase, and every unit&apos;s state.</source>
        <translation>Tour, paquet ou phase, et l&apos;état de chaque unité.</translation>
    </message>
    <message>
        <source>Rebuild a battle from its journal; --verify checks it.</source>
        <translation>Reconstruire une bataille à partir de son journal&#xa0;; --verify la vérifie.</translation>
    </message>
    <message>
        <source>Save what can be kept of a damaged battle as a new one.</source>
        <translation>Enregistrer ce qui peut être sauvé d&apos;une bataille endommagée comme nouvelle bataille.</translation>
    </message>
    <message>
        <source>Answer in JSON, for scripts.</source>
        <translation>Répondre en JSON, pour les scripts.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Afficher cette aide.</translation>
    </message>
    <message>
        <source>--%1 needs a whole number, not &apos;%2&apos;</source>
        <translation>--%1 attend un nombre entier, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>dice from %1</source>
        <translation>dés selon %1</translation>
    </message>
    <message>
        <source>dice chosen by the unit</source>
        <translation>dés choisis par l&apos;unité</translation>
    </message>
    <message>
        <source>rating %1</source>
        <translation>valeur %1</translation>
    </message>
    <message>
        <source> per %1</source>
        <translation> par %1</translation>
    </message>
    <message>
        <source>
Options (--option KEY=VALUE):
</source>
        <translation>
Options (--option CLÉ=VALEUR)&#xa0;:
</translation>
    </message>
    <message>
        <source>
Ratings:
</source>
        <translation>
Valeurs&#xa0;:
</translation>
    </message>
    <message>
        <source>
Unit state fields:
</source>
        <translation>
Champs d&apos;état de l&apos;unité&#xa0;:
</translation>
    </message>
    <message>
        <source>, at most the type&apos;s %1</source>
        <translation>, au plus le %1 du type</translation>
    </message>
    <message>
        <source>
Unit types:
</source>
        <translation>
Types d&apos;unités&#xa0;:
</translation>
    </message>
    <message>
        <source>
Movement (inches):
</source>
        <translation>
Mouvement (pouces)&#xa0;:
</translation>
    </message>
    <message>
        <source>
Weapons (inches):
</source>
        <translation>
Armes (pouces)&#xa0;:
</translation>
    </message>
    <message>
        <source>
Tests:
</source>
        <translation>
Tests&#xa0;:
</translation>
    </message>
    <message>
        <source> when %1</source>
        <translation> quand %1</translation>
    </message>
    <message>
        <source>
Tables:
</source>
        <translation>
Tables&#xa0;:
</translation>
    </message>
    <message>
        <source>lookup</source>
        <translation>consultation</translation>
    </message>
    <message>
        <source>
Charges (the first rule that fits decides):
</source>
        <translation>
Charges (la première règle qui convient décide)&#xa0;:
</translation>
    </message>
    <message>
        <source>
Activation deck (draw %1):
</source>
        <translation>
Paquet d&apos;activation (tirer %1)&#xa0;:
</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>Roll a dice expression and show every die.</source>
        <translation>Lancer une expression de dés et montrer chaque dé.</translation>
    </message>
    <message>
        <source>Dice such as 2d6+1, 4d10kh3, d66 or the pool 3d10&gt;=5.</source>
        <translation>Des dés comme 2d6+1, 4d10kh3, d66 ou la réserve 3d10&gt;=5.</translation>
    </message>
    <message>
        <source>Seed for the random source (reproducible).</source>
        <translation>Graine du hasard (reproductible).</translation>
    </message>
    <message>
        <source>Use faces read off real dice instead of rolling, e.g. &quot;3 0 7&quot;.</source>
        <translation>Utiliser les faces lues sur de vrais dés au lieu de lancer, p. ex. «&#xa0;3 0 7&#xa0;».</translation>
    </message>
    <message>
        <source>give exactly one dice expression</source>
        <translation>indiquez exactement une expression de dés</translation>
    </message>
    <message>
        <source>--seed and --faces exclude each other</source>
        <translation>--seed et --faces s&apos;excluent</translation>
    </message>
    <message>
        <source>--seed needs a whole number from 0 to 18446744073709551615</source>
        <translation>--seed attend un nombre entier de 0 à 18446744073709551615</translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n réussite</numerusform>
            <numerusform>%n réussites</numerusform>
        </translation>
    </message>
    <message>
        <source>(seed %1)</source>
        <translation>(graine %1)</translation>
    </message>
    <message>
        <source>The exact probability of every outcome of a dice expression. For a pool such as 3d10&gt;=5 the outcome is the number of successes. With --ruleset, --test and --situation: the odds of each outcome of a test (see &apos;help resolve&apos;).</source>
        <translation>La probabilité exacte de chaque résultat d&apos;une expression de dés. Pour une réserve comme 3d10&gt;=5, le résultat est le nombre de réussites. Avec --ruleset, --test et --situation&#xa0;: les chances de chaque résultat d&apos;un test (voir «&#xa0;help resolve&#xa0;»).</translation>
    </message>
    <message>
        <source>Dice such as 2d6, 3d10kl1 or 3d10&gt;=5.</source>
        <translation>Des dés comme 2d6, 3d10kl1 ou 3d10&gt;=5.</translation>
    </message>
    <message>
        <source>Only the chance of N or more.</source>
        <translation>Seulement la chance d&apos;obtenir N ou plus.</translation>
    </message>
    <message>
        <source>Only the chance of N or less.</source>
        <translation>Seulement la chance d&apos;obtenir N ou moins.</translation>
    </message>
    <message>
        <source>--at-least and --at-most exclude each other</source>
        <translation>--at-least et --at-most s&apos;excluent</translation>
    </message>
    <message>
        <source>%1: %2 or more: %3</source>
        <translation>%1&#xa0;: %2 ou plus&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: %2 or less: %3</source>
        <translation>%1&#xa0;: %2 ou moins&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1  %2  %3  %4
</source>
        <translation>%1  %2  %3  %4
</translation>
    </message>
    <message>
        <source>successes</source>
        <translation>réussites</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>exactement</translation>
    </message>
    <message>
        <source>or more</source>
        <translation>ou plus</translation>
    </message>
    <message>
        <source>or less</source>
        <translation>ou moins</translation>
    </message>
    <message>
        <source>mean %1</source>
        <translation>moyenne %1</translation>
    </message>
    <message>
        <source>Casualties from a chained test on d10s: each die that scores 5+ after the hit modifier is a hit; each hit forces a save at 5+ after the save modifier; each failed save is a casualty. A natural 10 always passes and a natural 1 always fails. Casualties from the cap on count as the cap (the unit is removed).</source>
        <translation>Pertes d&apos;un test enchaîné aux d10&#xa0;: chaque dé qui fait 5+ après le modificateur de touche est une touche&#xa0;; chaque touche impose une sauvegarde à 5+ après le modificateur de sauvegarde&#xa0;; chaque sauvegarde ratée est une perte. Un 10 naturel réussit toujours et un 1 naturel échoue toujours. Les pertes au-delà du plafond comptent comme le plafond (l&apos;unité est retirée).</translation>
    </message>
    <message>
        <source>Dice rolled to hit (0 to 1000).</source>
        <translation>Dés lancés pour toucher (0 à 1000).</translation>
    </message>
    <message>
        <source>Total modifier on each hit die.</source>
        <translation>Modificateur total sur chaque dé de touche.</translation>
    </message>
    <message>
        <source>Total modifier on each save die.</source>
        <translation>Modificateur total sur chaque dé de sauvegarde.</translation>
    </message>
    <message>
        <source>Casualties at which the unit is removed.</source>
        <translation>Pertes auxquelles l&apos;unité est retirée.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 est obligatoire</translation>
    </message>
    <message>
        <source>--dice must be from 0 to 1000</source>
        <translation>--dice doit aller de 0 à 1000</translation>
    </message>
    <message>
        <source>--cap must be 0 or more</source>
        <translation>--cap doit valoir 0 ou plus</translation>
    </message>
    <message>
        <source>--%1 must be from -100 to 100, not %2</source>
        <translation>--%1 doit aller de -100 à 100, pas %2</translation>
    </message>
    <message numerus="yes">
        <source>%n die/dice to hit at %1 each; each hit saved at %2; cap %3
</source>
        <translation>
            <numerusform>%n dé pour toucher à %1 chacun&#xa0;; chaque touche sauvegardée à %2&#xa0;; plafond %3
</numerusform>
            <numerusform>%n dés pour toucher à %1 chacun&#xa0;; chaque touche sauvegardée à %2&#xa0;; plafond %3
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (removed)</source>
        <translation>%1 (retirée)</translation>
    </message>
    <message>
        <source>%1 casualties: %2
</source>
        <translation>%1 pertes&#xa0;: %2
</translation>
    </message>
    <message>
        <source>expected casualties %1</source>
        <translation>pertes attendues %1</translation>
    </message>
    <message>
        <source>Roll dice, or check faces read off real dice.</source>
        <translation>Lancer des dés, ou vérifier les faces lues sur de vrais dés.</translation>
    </message>
    <message>
        <source>Exact odds of every outcome of a dice expression.</source>
        <translation>Chances exactes de chaque résultat d&apos;une expression de dés.</translation>
    </message>
    <message>
        <source>Odds of casualties from hits that each force a save.</source>
        <translation>Chances de pertes dues à des touches qui imposent chacune une sauvegarde.</translation>
    </message>
    <message>
        <source>Usage: adjutant-cli COMMAND [OPTIONS]

Adjutant&apos;s staff work without a screen: dice, odds, rulesets and their tests, battles and their journals.

Commands:
</source>
        <translation>Usage&#xa0;: adjutant-cli COMMANDE [OPTIONS]

Le travail d&apos;état-major d&apos;Adjutant sans écran&#xa0;: dés, chances, règles et leurs tests, batailles et leurs journaux.

Commandes&#xa0;:
</translation>
    </message>
    <message>
        <source>
&apos;adjutant-cli help COMMAND&apos; or &apos;adjutant-cli COMMAND --help&apos; explains one command. Every command takes --json.
Exit status: 0 done, 1 a check found problems, 2 bad arguments.</source>
        <translation>
«&#xa0;adjutant-cli help COMMANDE&#xa0;» ou «&#xa0;adjutant-cli COMMANDE --help&#xa0;» explique une commande. Toutes les commandes acceptent --json.
Code de sortie&#xa0;: 0 fait, 1 une vérification a trouvé des problèmes, 2 arguments erronés.</translation>
    </message>
    <message>
        <source>adjutant-cli: unknown command &apos;%1&apos;; &apos;adjutant-cli --help&apos; lists them</source>
        <translation>adjutant-cli&#xa0;: commande inconnue «&#xa0;%1&#xa0;»&#xa0;; «&#xa0;adjutant-cli --help&#xa0;» les liste</translation>
    </message>
    <message>
        <source>The battle&apos;s report, worked out from its journal: turn by turn what happened, the losses and how the units stood, and each side&apos;s dice against the exact odds. Printed as text (or --json), or written with -o to a PDF or to one self-contained HTML file.</source>
        <translation>Le rapport de la bataille, tiré de son journal&#xa0;: tour par tour ce qui s&apos;est passé, les pertes et l&apos;état des unités, et les dés de chaque camp face aux chances exactes. Affiché en texte (ou --json), ou écrit avec -o en PDF ou en un seul fichier HTML autonome.</translation>
    </message>
    <message>
        <source>Write the report to OUT: .pdf or .html.</source>
        <translation>Écrire le rapport dans SORTIE&#xa0;: .pdf ou .html.</translation>
    </message>
    <message>
        <source>the report is written as .pdf or .html, not &apos;%1&apos;</source>
        <translation>le rapport s&apos;écrit en .pdf ou .html, pas en «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>adjutant-cli report: warning: %1</source>
        <translation>adjutant-cli report&#xa0;: avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <source>adjutant-cli report: %1 not written: %2</source>
        <translation>adjutant-cli report&#xa0;: %1 non écrit&#xa0;: %2</translation>
    </message>
    <message>
        <source>A battle&apos;s report: text, JSON, PDF or HTML.</source>
        <translation>Le rapport d&apos;une bataille&#xa0;: texte, JSON, PDF ou HTML.</translation>
    </message>
    <message>
        <source>Resolves a test of a ruleset in a situation: every modifier with its reason, the total, what
is needed, the dice, the outcome, its effects, and the follow-up tests in turn. Follow-ups
are resolved while faces last (--dice, in the order the cascade reads them: the test&apos;s own
dice, then each follow-up&apos;s); the rest are reported as pending, with their odds. --seed rolls
every die with the app&apos;s generator instead.

The situation (a file, or - for standard input) is JSON:
  {&quot;actor&quot;:  {&quot;id&quot;: &quot;1st-foot&quot;, &quot;type&quot;: &quot;infantry&quot;, &quot;fire&quot;: &quot;C&quot;, &quot;casualties&quot;: 1},
   &quot;target&quot;: {&quot;id&quot;: &quot;45e&quot;, &quot;type&quot;: &quot;infantry&quot;},
   &quot;ticked&quot;: [&quot;enfilade&quot;],                       toggles, for any test of the cascade
   &quot;chosen&quot;: {&quot;target-cover&quot;: &quot;soft&quot;},           one-of modifiers
   &quot;tests&quot;:  {&quot;save-hit&quot;: {&quot;chosen&quot;: {&quot;cover&quot;: &quot;soft&quot;}}},   for one test only
   &quot;inputs&quot;: {&quot;chargeDistance&quot;: 8},
   &quot;options&quot;: {&quot;wounds-check&quot;: &quot;per-casualty&quot;}}
Fields left out take the ruleset&apos;s defaults (&apos;adjutant-cli describe RULESET&apos; lists them).

JSON answer (--json), keys kept stable:
  ruleset {id, version}, test, complete (bool), facesUsed, errors [text]
  steps [ {test, name, depth, actor, target, why, total, need,
           modifiers [{id, name, kind, value, applicable, active, choice, side, detail,
                       explain, ref}],
           odds [{id, name, probability, low, high}], exact, simulatedRuns, oddsLeftOut,
           dice [{sides, face, success, kept}],
           value, outcome {id, name, explain}, effects [{unit, text}],
           tableRolls [{table, faces, value, row, name, explain, thenFaces, thenValue}]} ]
  pending [ {test, name, depth, count, why, actor, target, total, need, modifiers, odds,
             casualties [{count, probability}]} ]
  units {id: {field: value, ..., removed}}
Odds too costly to work out exactly are estimated from simulated rolls (seeded by the question,
so the same question gets the same answer): exact is false, simulatedRuns says how many,
and low and high bound each chance&apos;s 95 % interval (both equal the chance when exact);
oddsLeftOut: the cascade&apos;s estimates had already used up their share of the work.
Exit status: 0 resolved (complete or pending), 1 the ruleset is broken, 2 bad arguments.</source>
        <translation>Résout un test de règles dans une situation&#xa0;: chaque modificateur avec sa raison, le total, ce qu&apos;il
faut obtenir, les dés, le résultat, ses effets, et les tests consécutifs tour à tour. Les tests consécutifs
sont résolus tant qu&apos;il reste des faces (--dice, dans l&apos;ordre où la chaîne les lit&#xa0;: les dés du test
lui-même, puis ceux de chaque test consécutif)&#xa0;; les autres sont signalés en attente, avec leurs chances.
--seed lance plutôt chaque dé avec le générateur de l&apos;appli.

La situation (un fichier, ou - pour l&apos;entrée standard) est du JSON&#xa0;:
  {&quot;actor&quot;:  {&quot;id&quot;: &quot;1st-foot&quot;, &quot;type&quot;: &quot;infantry&quot;, &quot;fire&quot;: &quot;C&quot;, &quot;casualties&quot;: 1},
   &quot;target&quot;: {&quot;id&quot;: &quot;45e&quot;, &quot;type&quot;: &quot;infantry&quot;},
   &quot;ticked&quot;: [&quot;enfilade&quot;],                       bascules, pour tout test de la chaîne
   &quot;chosen&quot;: {&quot;target-cover&quot;: &quot;soft&quot;},           modificateurs à choix unique
   &quot;tests&quot;:  {&quot;save-hit&quot;: {&quot;chosen&quot;: {&quot;cover&quot;: &quot;soft&quot;}}},   pour un seul test
   &quot;inputs&quot;: {&quot;chargeDistance&quot;: 8},
   &quot;options&quot;: {&quot;wounds-check&quot;: &quot;per-casualty&quot;}}
Les champs omis prennent les valeurs par défaut des règles («&#xa0;adjutant-cli describe RÈGLES&#xa0;» les liste).

Réponse JSON (--json), clés stables&#xa0;:
  ruleset {id, version}, test, complete (bool), facesUsed, errors [text]
  steps [ {test, name, depth, actor, target, why, total, need,
           modifiers [{id, name, kind, value, applicable, active, choice, side, detail,
                       explain, ref}],
           odds [{id, name, probability, low, high}], exact, simulatedRuns, oddsLeftOut,
           dice [{sides, face, success, kept}],
           value, outcome {id, name, explain}, effects [{unit, text}],
           tableRolls [{table, faces, value, row, name, explain, thenFaces, thenValue}]} ]
  pending [ {test, name, depth, count, why, actor, target, total, need, modifiers, odds,
             casualties [{count, probability}]} ]
  units {id: {field: value, ..., removed}}
Les chances trop coûteuses à calculer exactement sont estimées par des jets simulés (avec
une graine tirée de la question, si bien que la même question reçoit la même réponse)&#xa0;: exact vaut
false, simulatedRuns dit combien, et low et high bornent l&apos;intervalle à 95 % de chaque chance (tous
deux égaux à la chance quand elle est exacte)&#xa0;; oddsLeftOut&#xa0;: les estimations de la chaîne avaient
déjà épuisé leur part du travail.
Code de sortie&#xa0;: 0 résolu (complet ou en attente), 1 les règles sont défectueuses, 2 arguments erronés.</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <source>a situation is a few KB</source>
        <translation>une situation fait quelques Ko</translation>
    </message>
    <message>
        <source>cannot read the situation from standard input</source>
        <translation>impossible de lire la situation sur l&apos;entrée standard</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrée standard</translation>
    </message>
    <message>
        <source>%1:%2: column %3: %4</source>
        <translation>%1:%2&#xa0;: colonne %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1: the situation is a JSON object, {...}</source>
        <translation>%1&#xa0;: la situation est un objet JSON, {...}</translation>
    </message>
    <message>
        <source>  total %1: %2
</source>
        <translation>  total %1&#xa0;: %2
</translation>
    </message>
    <message>
        <source>outcomes</source>
        <translation>résultats</translation>
    </message>
    <message>
        <source>  odds of %1: %2
</source>
        <translation>  chances de %1&#xa0;: %2
</translation>
    </message>
    <message>
        <source>  odds of %1 to the target after saves: %2
</source>
        <translation>  chances de %1 pour la cible après sauvegardes&#xa0;: %2
</translation>
    </message>
    <message>
        <source> against %1</source>
        <translation> contre %1</translation>
    </message>
    <message>
        <source>  dice %1 → %2%3
</source>
        <translation>  dés %1 → %2%3
</translation>
    </message>
    <message>
        <source>waiting for dice: %1 × %2 — %3%4
</source>
        <translation>en attente de dés&#xa0;: %1 × %2 — %3%4
</translation>
    </message>
    <message>
        <source>List the rulesets: those built in, and the umpire&apos;s own in %1.</source>
        <translation>Lister les règles&#xa0;: celles intégrées, et celles de l&apos;arbitre dans %1.</translation>
    </message>
    <message numerus="yes">
        <source>BROKEN (%n problem(s)): %1</source>
        <translation>
            <numerusform>DÉFECTUEUSES (%n problème)&#xa0;: %1</numerusform>
            <numerusform>DÉFECTUEUSES (%n problèmes)&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>built in</source>
        <translation>intégrées</translation>
    </message>
    <message>
        <source>Your own rulesets go in %1</source>
        <translation>Vos propres règles se placent dans %1</translation>
    </message>
    <message>
        <source>Check a ruleset or scenario file. Every problem is printed as file:line: field: message; the exit status is 1 if there are any.</source>
        <translation>Vérifier un fichier de règles ou de scénario. Chaque problème s&apos;affiche sous la forme fichier:ligne: champ: message&#xa0;; le code de sortie est 1 s&apos;il y en a.</translation>
    </message>
    <message>
        <source>A ruleset file (JSON).</source>
        <translation>Un fichier de règles (JSON).</translation>
    </message>
    <message>
        <source>give one ruleset file</source>
        <translation>indiquez un fichier de règles</translation>
    </message>
    <message>
        <source>a ruleset is a few hundred KB, a scenario a few tens</source>
        <translation>des règles font quelques centaines de Ko, un scénario quelques dizaines</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: ok — scenario %2 for %3, %n unit(s) and commander(s)</source>
        <translation>
            <numerusform>%1&#xa0;: correct — scénario %2 pour %3, %n unité ou commandant</numerusform>
            <numerusform>%1&#xa0;: correct — scénario %2 pour %3, %n unités et commandants</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: ok — %2 %3, %4 tests, %5 tables, %6 options</source>
        <translation>%1&#xa0;: correct — %2 %3, %4 tests, %5 tables, %6 options</translation>
    </message>
    <message>
        <source>Describe a ruleset: options, ratings, unit types and their numbers, state fields, formations, movement, weapons, tests with every modifier, tables, charge rules and the activation deck.</source>
        <translation>Décrire des règles&#xa0;: options, valeurs, types d&apos;unités et leurs chiffres, champs d&apos;état, formations, mouvement, armes, tests avec chaque modificateur, tables, règles de charge et paquet d&apos;activation.</translation>
    </message>
    <message>
        <source>A ruleset id or file.</source>
        <translation>Un identifiant ou un fichier de règles.</translation>
    </message>
    <message>
        <source>give one ruleset id or file</source>
        <translation>indiquez un identifiant ou un fichier de règles</translation>
    </message>
    <message>
        <source>The test&apos;s id (&apos;describe&apos; lists them).</source>
        <translation>L&apos;identifiant du test («&#xa0;describe&#xa0;» les liste).</translation>
    </message>
    <message>
        <source>Situation JSON file, or - for standard input.</source>
        <translation>Fichier JSON de la situation, ou - pour l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>Set an interpretation option (repeatable).</source>
        <translation>Fixer une option d&apos;interprétation (répétable).</translation>
    </message>
    <message>
        <source>no test &quot;%1&quot; in %2; its tests: %3</source>
        <translation>aucun test «&#xa0;%1&#xa0;» dans %2&#xa0;; ses tests&#xa0;: %3</translation>
    </message>
    <message>
        <source>Faces read off real dice, in the order they are used.</source>
        <translation>Faces lues sur de vrais dés, dans l&apos;ordre où elles servent.</translation>
    </message>
    <message>
        <source>Roll every die with this seed instead.</source>
        <translation>Lancer plutôt chaque dé avec cette graine.</translation>
    </message>
    <message>
        <source>--dice and --seed exclude each other</source>
        <translation>--dice et --seed s&apos;excluent</translation>
    </message>
    <message>
        <source>--dice: &apos;%1&apos; is not a die face</source>
        <translation>--dice&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas une face de dé</translation>
    </message>
    <message>
        <source>List the rulesets, built in and your own.</source>
        <translation>Lister les règles, intégrées et personnelles.</translation>
    </message>
    <message>
        <source>Everything a ruleset defines, with ids for scripts.</source>
        <translation>Tout ce que définissent des règles, avec les identifiants pour les scripts.</translation>
    </message>
    <message>
        <source>Check a ruleset or scenario file; every mistake with its line.</source>
        <translation>Vérifier un fichier de règles ou de scénario&#xa0;; chaque erreur avec sa ligne.</translation>
    </message>
    <message>
        <source>Resolve a test in a situation, with its follow-ups.</source>
        <translation>Résoudre un test dans une situation, avec ses tests consécutifs.</translation>
    </message>
    <message>
        <source>Read an order of battle written as a list (one unit a line under its commander&apos;s line, sides headed by &quot;side: NAME&quot;) or as CSV with a header row, against a ruleset, and write it as a scenario file. Every line that cannot be read is reported as FILE:LINE: message, and then nothing is written. resources/rulesets/LISTS.md describes the format.</source>
        <translation>Lit un ordre de bataille écrit en liste (une unité par ligne sous la ligne de son chef, les camps introduits par &quot;side: NAME&quot;) ou en CSV avec une ligne d&apos;en-tête, selon un jeu de règles, et l&apos;écrit comme fichier de scénario. Chaque ligne illisible est signalée sous la forme FILE:LINE: message, et rien n&apos;est alors écrit. resources/rulesets/LISTS.md décrit le format.</translation>
    </message>
    <message>
        <source>The list (.txt or .csv); - reads standard input.</source>
        <translation>La liste (.txt ou .csv) ; - lit l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>The scenario file to write (written whole or not at all).</source>
        <translation>Le fichier de scénario à écrire (écrit en entier ou pas du tout).</translation>
    </message>
    <message>
        <source>give a ruleset and a list</source>
        <translation>donnez un jeu de règles et une liste</translation>
    </message>
    <message>
        <source>cannot read the list from standard input</source>
        <translation>impossible de lire la liste sur l&apos;entrée standard</translation>
    </message>
    <message>
        <source>a list is a few KB</source>
        <translation>une liste fait quelques Ko</translation>
    </message>
    <message>
        <source>%1: sides %2, units and commanders %3</source>
        <translation>%1 : camps %2, unités et chefs %3</translation>
    </message>
    <message>
        <source>Read an order of battle list or CSV into a scenario file.</source>
        <translation>Lire un ordre de bataille en liste ou CSV dans un fichier de scénario.</translation>
    </message>
    <message>
        <source>Acting: %1
</source>
        <translation>Agit&#xa0;: %1
</translation>
    </message>
    <message>
        <source>Initiative: %1
</source>
        <translation>Initiative&#xa0;: %1
</translation>
    </message>
    <message>
        <source>What a unit may do with its move: its allowance in each column of the ruleset&apos;s movement table, what a change of formation (--to) costs and leaves of the move, what a kind of ground (--terrain) makes of what is left, what a move of so many inches (--inches) brings about, and its manoeuvres. Fractions of a move are given as decimals in --json.</source>
        <translation>Ce qu&apos;une unité peut faire de son mouvement&#xa0;: sa portée dans chaque colonne de la table de mouvement des règles, ce que coûte un changement de formation (--to) et ce qu&apos;il laisse du mouvement, ce qu&apos;un terrain (--terrain) fait du reste, ce qu&apos;entraîne un mouvement de tant de pouces (--inches), et ses manœuvres. Les fractions de mouvement sont données en décimales avec --json.</translation>
    </message>
    <message>
        <source>  morale tests first: %1</source>
        <translation>  tests de moral d&apos;abord&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 has no formation &quot;%2&quot;</source>
        <translation>%1 n&apos;a pas de formation «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1 has no move for %2 in this formation</source>
        <translation>%1 n&apos;a pas de mouvement pour %2 dans cette formation</translation>
    </message>
    <message>
        <source>%1 has no terrain &quot;%2&quot;</source>
        <translation>%1 n&apos;a pas de terrain «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>--field needs FIELD=VALUE, not &quot;%1&quot;</source>
        <translation>--field attend CHAMP=VALEUR, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--inches needs a distance from 0 to 1000</source>
        <translation>--inches attend une distance de 0 à 1000</translation>
    </message>
    <message>
        <source>--option needs KEY=VALUE, not &quot;%1&quot;</source>
        <translation>--option attend CLÉ=VALEUR, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>How far it moved, for what a move brings about.</source>
        <translation>La distance parcourue, pour ce qu&apos;entraîne un mouvement.</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Mouvements&#xa0;: %1</translation>
    </message>
    <message>
        <source>One of the unit&apos;s fields (repeatable).</source>
        <translation>Un des champs de l&apos;unité (répétable).</translation>
    </message>
    <message>
        <source>The formation it changes to first.</source>
        <translation>La formation qu&apos;elle prend d&apos;abord.</translation>
    </message>
    <message>
        <source>The formation it is in.</source>
        <translation>La formation où elle se trouve.</translation>
    </message>
    <message>
        <source>The ground it moves through.</source>
        <translation>Le terrain qu&apos;elle traverse.</translation>
    </message>
    <message>
        <source>The movement column moved in (the first unless given).</source>
        <translation>La colonne de mouvement (la première si rien n&apos;est dit).</translation>
    </message>
    <message>
        <source>The unit&apos;s type id.</source>
        <translation>L&apos;identifiant du type de l&apos;unité.</translation>
    </message>
    <message>
        <source>What a unit may do with its move: formation changes, ground, after-move rules.</source>
        <translation>Ce qu&apos;une unité peut faire de son mouvement&#xa0;: changements de formation, terrain, suites d&apos;un mouvement.</translation>
    </message>
    <message>
        <source>no &quot;%1&quot; move for this unit</source>
        <translation>pas de mouvement «&#xa0;%1&#xa0;» pour cette unité</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>interdit</translation>
    </message>
    <message>
        <source>  the change takes this move and %1 of the next</source>
        <translation>  le changement prend ce mouvement et %1 du suivant</translation>
    </message>
    <message>
        <source>
%1 (adjutant-cli charge): %2
</source>
        <translation>
%1 (adjutant-cli charge)&#xa0;: %2
</translation>
    </message>
    <message>
        <source>The procedure&apos;s id (charge unless given).</source>
        <translation>L&apos;identifiant de la procédure (charge si rien n&apos;est donné).</translation>
    </message>
    <message>
        <source>The target&apos;s response, to resolve it.</source>
        <translation>La réaction de la cible, pour la résoudre.</translation>
    </message>
    <message>
        <source>Roll every die with this seed.</source>
        <translation>Lancer chaque dé avec cette graine.</translation>
    </message>
    <message>
        <source>Pass over a triggered test (the umpire&apos;s call; repeatable).</source>
        <translation>Passer un test déclenché (décision de l&apos;arbitre&#xa0;; répétable).</translation>
    </message>
    <message>
        <source>Roll the procedure this many times (with --seed).</source>
        <translation>Lancer la procédure autant de fois (avec --seed).</translation>
    </message>
    <message>
        <source>--simulate needs a number of runs</source>
        <translation>--simulate demande un nombre de tirages</translation>
    </message>
    <message>
        <source>%1 runs with seed %2:</source>
        <translation>%1 tirages avec la graine %2&#xa0;:</translation>
    </message>
    <message>
        <source>  %1: exact %2, rolled %3 (%4 standard errors)</source>
        <translation>  %1&#xa0;: exact %2, tiré %3 (%4 erreurs types)</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>  waiting: %1 ×%2 (%3 → %4)</source>
        <translation>  en attente&#xa0;: %1 ×%2 (%3 → %4)</translation>
    </message>
    <message>
        <source>Ending: %1</source>
        <translation>Issue&#xa0;: %1</translation>
    </message>
    <message>
        <source>A charge from declaration to melee: responses, odds side by side, resolution.</source>
        <translation>Une charge de la déclaration à la mêlée&#xa0;: réactions, chances côte à côte, résolution.</translation>
    </message>
    <message>
        <source>--simulate needs --seed and --response</source>
        <translation>--simulate demande --seed et --response</translation>
    </message>
    <message>
        <source>%1 has no procedure &quot;%2&quot;</source>
        <translation>%1 n&apos;a pas de procédure «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: allowed</source>
        <translation>%1&#xa0;: permise</translation>
    </message>
    <message>
        <source>%1: refused (%2)</source>
        <translation>%1&#xa0;: refusée (%2)</translation>
    </message>
    <message>
        <source>  %1: not offered, %2</source>
        <translation>  %1&#xa0;: non proposé, %2</translation>
    </message>
    <message>
        <source>The --dice faces are those of the dice in hand where the ruleset reads a die off another (a d10 for the brigade rules&apos; d5), read as it says.</source>
        <translation>Les faces de --dice sont celles des dés en main quand le jeu de règles lit un dé sur un autre (un d10 pour le d5 des règles de brigade), lues comme il le dit.</translation>
    </message>
    <message>
        <source>--in-hand says how to read --dice</source>
        <translation>--in-hand dit comment lire --dice</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) owed:</source>
        <translation>
            <numerusform>%n test dû :</numerusform>
            <numerusform>%n tests dus :</numerusform>
        </translation>
    </message>
    <message>
        <source>Tests owed: tests the rules owe after a result (morale after hits, casualties...) wait in a queue, in the order the rules take them; &apos;show&apos; and &apos;play&apos; list them, each with its number. {&quot;kind&quot;:&quot;resolve&quot;,&quot;owed&quot;:3,&quot;faces&quot;:[6]} takes owed test 3 (its test and units are the owed test&apos;s); &quot;owe&quot;:true on a test applies it before its follow-ups are rolled, and they are owed, each judged when taken on its units as they were when it was owed; {&quot;kind&quot;:&quot;skip&quot;,&quot;owed&quot;:3,&quot;reason&quot;:&quot;REASON&quot;} is the umpire passing one over (journaled, never without a reason). Some lapse, with a note, when the phase or the turn ends.</source>
        <translation>Tests dus : les tests que les règles doivent après un résultat (moral après des touches, pertes...) attendent dans une file, dans l&apos;ordre des règles ; &apos;show&apos; et &apos;play&apos; les listent, chacun avec son numéro. {&quot;kind&quot;:&quot;resolve&quot;,&quot;owed&quot;:3,&quot;faces&quot;:[6]} passe le test dû 3 (son test et ses unités sont ceux du test dû) ; &quot;owe&quot;:true sur un test l&apos;applique avant que ses tests de suite soient lancés, et ils sont dus, chacun jugé au moment où il est passé sur ses unités telles qu&apos;elles étaient quand il est devenu dû ; {&quot;kind&quot;:&quot;skip&quot;,&quot;owed&quot;:3,&quot;reason&quot;:&quot;RAISON&quot;} est l&apos;arbitre qui en passe un outre (au journal, jamais sans raison). Certains deviennent caducs, avec une note, à la fin de la phase ou du tour.</translation>
    </message>
    <message>
        <source>The tests owed are listed in the order they are taken, each with its number for &apos;play&apos;.</source>
        <translation>Les tests dus sont listés dans l&apos;ordre où ils se passent, chacun avec son numéro pour &apos;play&apos;.</translation>
    </message>
    <message>
        <source>%1 about %2 (%3 to %4)</source>
        <translation>%1 environ %2 (de %3 à %4)</translation>
    </message>
    <message numerus="yes">
        <source>estimated from %n simulated run(s), each chance within the range given 19 times in 20: too many ways to work them all out</source>
        <translation>
            <numerusform>estimé à partir de %n déroulement simulé, chaque chance dans l&apos;intervalle donné 19 fois sur 20&#xa0;: trop de déroulements possibles pour tous les calculer</numerusform>
            <numerusform>estimé à partir de %n déroulements simulés, chaque chance dans l&apos;intervalle donné 19 fois sur 20&#xa0;: trop de déroulements possibles pour tous les calculer</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs one of a ruleset&apos;s procedures (by default &quot;charge&quot;) from the declaration to its end:
whether the charge may go in (with the rule that forbids it), the responses the target may
choose at that distance (with the condition that allows or bars each), and the exact chance
of every ending for each response, side by side. With --response the procedure is resolved
with the faces given (--dice, in the order the dice are read: the charge rules&apos; test if one
is needed, the target&apos;s check on being charged, the response&apos;s dice, then the melee: the
charger&apos;s dice and the defender&apos;s saves and checks, then the defender&apos;s dice and the
charger&apos;s saves and checks, then the tests the melee&apos;s result triggers) or rolled (--seed).
Where the faces run out, the tests still waiting are listed in order: the queue. The umpire
may pass over a test the rules trigger with --skip STEP (its step path, as listed).
--simulate N rolls the procedure N times with --seed and sets what happened beside the exact
odds.

The situation is the one &apos;resolve&apos; reads, with the charger as actor, the charged unit as
target and the distance among the inputs: {&quot;actor&quot;: {...}, &quot;target&quot;: {...},
&quot;inputs&quot;: {&quot;distance&quot;: 8}}. &quot;tests&quot;: {&quot;melee@actor&quot;: {&quot;ticked&quot;: [...]}} ticks a
modifier for the charger&apos;s melee dice only (&quot;melee@target&quot; for the defender&apos;s).

JSON answer (--json), keys kept stable:
  ruleset {id, version}, procedure, inputs {id: value}, allowed, refusal,
  responses [{id, name, explain, available, reason, exact, simulatedRuns,
              odds [{ending, name, probability, low, high}], ms}]
  run {response, ending, endingName, complete, facesUsed, winner, loser, pendingStep,
       steps [{path, name, test, actor, target, skipped, note, resolution}],
       queue [{test, name, count, why, actor, target, odds}], units, errors}
  simulation {runs, seed, endings [{ending, exact, estimated, observed, standardErrors}]}
Odds too costly to work out exactly are estimated from simulated runs (seeded by the question,
so the same question gets the same answer): exact is false, simulatedRuns says how many,
and low and high bound each chance&apos;s 95 % interval (both equal the chance when exact).
Exit status: 0 done (complete or waiting for dice), 1 the ruleset is broken, 2 bad arguments.</source>
        <translation>Déroule l&apos;une des procédures d&apos;une règle (par défaut &quot;charge&quot;) de la déclaration à sa fin&#xa0;:
si la charge peut avoir lieu (avec la règle qui l&apos;interdit), les réactions que la cible peut
choisir à cette distance (avec la condition qui permet ou exclut chacune), et la chance exacte
de chaque issue pour chaque réaction, côte à côte. Avec --response la procédure est résolue
avec les faces données (--dice, dans l&apos;ordre où les dés sont lus&#xa0;: le test des règles de charge
s&apos;il en faut un, le test de la cible chargée, les dés de la réaction, puis la mêlée&#xa0;: les dés de
l&apos;unité qui charge et les sauvegardes et tests du défenseur, puis les dés du défenseur et les
sauvegardes et tests de l&apos;unité qui charge, puis les tests que le résultat de la mêlée déclenche)
ou lancées (--seed).
Là où les faces manquent, les tests encore en attente sont listés dans l&apos;ordre&#xa0;: la file.
L&apos;arbitre peut passer un test déclenché par les règles avec --skip ÉTAPE (son chemin d&apos;étape,
tel que listé).
--simulate N lance la procédure N fois avec --seed et met ce qui est arrivé à côté des chances
exactes.

La situation est celle que lit &apos;resolve&apos;, avec l&apos;unité qui charge comme actor, l&apos;unité chargée
comme target et la distance parmi les inputs&#xa0;: {&quot;actor&quot;: {...}, &quot;target&quot;: {...},
&quot;inputs&quot;: {&quot;distance&quot;: 8}}. &quot;tests&quot;: {&quot;melee@actor&quot;: {&quot;ticked&quot;: [...]}} coche un
modificateur pour les seuls dés de mêlée de l&apos;unité qui charge (&quot;melee@target&quot; pour ceux du défenseur).

Réponse JSON (--json), clés stables&#xa0;:
  ruleset {id, version}, procedure, inputs {id: value}, allowed, refusal,
  responses [{id, name, explain, available, reason, exact, simulatedRuns,
              odds [{ending, name, probability, low, high}], ms}]
  run {response, ending, endingName, complete, facesUsed, winner, loser, pendingStep,
       steps [{path, name, test, actor, target, skipped, note, resolution}],
       queue [{test, name, count, why, actor, target, odds}], units, errors}
  simulation {runs, seed, endings [{ending, exact, estimated, observed, standardErrors}]}
Les chances trop coûteuses à calculer exactement sont estimées par des déroulements simulés (avec
une graine tirée de la question, si bien que la même question reçoit la même réponse)&#xa0;: exact vaut
false, simulatedRuns dit combien, et low et high bornent l&apos;intervalle à 95&#xa0;% de chaque chance (tous
deux égaux à la chance quand elle est exacte).
Code de sortie&#xa0;: 0 fait (complet ou en attente de dés), 1 les règles sont défectueuses, 2 mauvais arguments.</translation>
    </message>
    <message>
        <source>Apply one action to a battle and journal it at once. ACTION is JSON, e.g. {&quot;kind&quot;:&quot;draw&quot;}, {&quot;kind&quot;:&quot;resolve&quot;,&quot;test&quot;:&quot;fire&quot;,&quot;actor&quot;:&quot;52nd&quot;,&quot;target&quot;:&quot;45e-1&quot;,&quot;faces&quot;:[7,2,4,6,3,8]}, {&quot;kind&quot;:&quot;set&quot;,&quot;unit&quot;:&quot;52nd&quot;,&quot;field&quot;:&quot;casualties&quot;,&quot;value&quot;:1,&quot;reason&quot;:&quot;miscounted&quot;}, {&quot;kind&quot;:&quot;join&quot;,&quot;unit&quot;:{&quot;id&quot;:&quot;43rd&quot;,&quot;name&quot;:&quot;1/43rd Foot&quot;,&quot;type&quot;:&quot;infantry&quot;,&quot;side&quot;:&quot;british&quot;,&quot;commander&quot;:&quot;thornby&quot;}} (a reinforcement), {&quot;kind&quot;:&quot;resolve&quot;,&quot;procedure&quot;:&quot;charge&quot;,&quot;response&quot;:&quot;stand&quot;,&quot;actor&quot;:&quot;14th-ld&quot;,&quot;target&quot;:&quot;45e-1&quot;,&quot;inputs&quot;:{&quot;distance&quot;:10}} (a whole charge, one entry; faces in the order &apos;adjutant-cli help charge&apos; gives), {&quot;kind&quot;:&quot;order&quot;,&quot;order&quot;:&quot;hold&quot;,&quot;unit&quot;:&quot;52nd&quot;} (an order that rolls no dice; &quot;answers&quot; to its questions, &quot;target&quot; when it is given to another unit), &quot;override&quot;:&quot;REASON&quot; on a test or an order the rules forbid (the umpire&apos;s call, journaled), {&quot;kind&quot;:&quot;next&quot;}, {&quot;kind&quot;:&quot;end-turn&quot;}, {&quot;kind&quot;:&quot;undo&quot;}, {&quot;kind&quot;:&quot;redo&quot;}. Without faces the app rolls, and the journal keeps the faces.</source>
        <translation>Appliquer une action à une bataille et l&apos;inscrire aussitôt au journal. ACTION est du JSON, p. ex. {&quot;kind&quot;:&quot;draw&quot;}, {&quot;kind&quot;:&quot;resolve&quot;,&quot;test&quot;:&quot;fire&quot;,&quot;actor&quot;:&quot;52nd&quot;,&quot;target&quot;:&quot;45e-1&quot;,&quot;faces&quot;:[7,2,4,6,3,8]}, {&quot;kind&quot;:&quot;set&quot;,&quot;unit&quot;:&quot;52nd&quot;,&quot;field&quot;:&quot;casualties&quot;,&quot;value&quot;:1,&quot;reason&quot;:&quot;miscounted&quot;}, {&quot;kind&quot;:&quot;join&quot;,&quot;unit&quot;:{&quot;id&quot;:&quot;43rd&quot;,&quot;name&quot;:&quot;1/43rd Foot&quot;,&quot;type&quot;:&quot;infantry&quot;,&quot;side&quot;:&quot;british&quot;,&quot;commander&quot;:&quot;thornby&quot;}} (un renfort), {&quot;kind&quot;:&quot;resolve&quot;,&quot;procedure&quot;:&quot;charge&quot;,&quot;response&quot;:&quot;stand&quot;,&quot;actor&quot;:&quot;14th-ld&quot;,&quot;target&quot;:&quot;45e-1&quot;,&quot;inputs&quot;:{&quot;distance&quot;:10}} (toute une charge, une seule entrée&#xa0;; les faces dans l&apos;ordre que donne &apos;adjutant-cli help charge&apos;), {&quot;kind&quot;:&quot;order&quot;,&quot;order&quot;:&quot;hold&quot;,&quot;unit&quot;:&quot;52nd&quot;} (un ordre sans dés ; &quot;answers&quot; pour les réponses à ses questions, &quot;target&quot; quand il vise une autre unité), &quot;override&quot;:&quot;RAISON&quot; pour un test ou un ordre que les règles interdisent (la décision de l&apos;arbitre, inscrite au journal), {&quot;kind&quot;:&quot;next&quot;}, {&quot;kind&quot;:&quot;end-turn&quot;}, {&quot;kind&quot;:&quot;undo&quot;}, {&quot;kind&quot;:&quot;redo&quot;}. Sans faces, l&apos;appli lance les dés et le journal garde les faces.</translation>
    </message>
    <message>
        <source>On a charge or a melee (&quot;procedure&quot;), &quot;owe&quot;:true owes the tests its result triggers that the faces given do not reach (a loser&apos;s check), and takes the procedure to its end without them; without faces, the app rolls every die but theirs.</source>
        <translation>Sur une charge ou une mêlée (&quot;procedure&quot;), &quot;owe&quot;:true doit les tests que son résultat déclenche et que les faces données n’atteignent pas (le test du vaincu), et mène la procédure à sa fin sans eux ; sans faces, l&apos;app lance tous les dés sauf les leurs.</translation>
    </message>
    <message>
        <source>  %1: estimated %2, rolled %3 (%4 standard errors)</source>
        <translation>  %1&#xa0;: estimé %2, tiré %3 (%4 erreurs types)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>CurrentCard</name>
    <message>
        <source>Current card</source>
        <translation>Carte en cours</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 · %n card(s) left</source>
        <translation>
            <numerusform>Tour %1 · %n carte restante</numerusform>
            <numerusform>Tour %1 · %n cartes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Draw the next card (D)</source>
        <translation>Tirer la carte suivante (D)</translation>
    </message>
    <message>
        <source>Go to the next phase or segment (N)</source>
        <translation>Passer à la phase ou séquence suivante (N)</translation>
    </message>
    <message>
        <source>Its sheet</source>
        <translation>Sa fiche</translation>
    </message>
    <message>
        <source>Sheet of %1</source>
        <translation>Fiche de %1</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>In this step: %1</source>
        <translation>Dans cette étape&#xa0;: %1</translation>
    </message>
    <message>
        <source>Roll for the initiative</source>
        <translation>Tirer l&apos;initiative</translation>
    </message>
</context>
<context>
    <name>DicePad</name>
    <message>
        <source>Face %1</source>
        <translation>Face %1</translation>
    </message>
    <message>
        <source>1–%1</source>
        <translation>1–%1</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Valider</translation>
    </message>
    <message>
        <source>⌫ Take back the last face</source>
        <translation>⌫ Reprendre la dernière face</translation>
    </message>
</context>
<context>
    <name>DicePage</name>
    <message>
        <source>Dice and odds</source>
        <translation>Dés et chances</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>e.g. 2d6, 3d10&gt;=5, 4d10kh3, d66</source>
        <translation>p. ex. 2d6, 3d10&gt;=5, 4d10kh3, d66</translation>
    </message>
    <message>
        <source>Dice expression</source>
        <translation>Expression de dés</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message numerus="yes">
        <source>or type %n real die face(s)</source>
        <translation>
            <numerusform>ou saisir la face d&apos;un vrai dé</numerusform>
            <numerusform>ou saisir les faces de %n vrais dés</numerusform>
        </translation>
    </message>
    <message>
        <source>Faces of real dice</source>
        <translation>Faces de vrais dés</translation>
    </message>
    <message>
        <source>Use faces</source>
        <translation>Utiliser ces faces</translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n réussite</numerusform>
            <numerusform>%n réussites</numerusform>
        </translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Total %1</translation>
    </message>
    <message>
        <source>Chance of each number of successes (average %1)</source>
        <translation>Chance de chaque nombre de réussites (moyenne %1)</translation>
    </message>
    <message>
        <source>Chance of each total (average %1)</source>
        <translation>Chance de chaque total (moyenne %1)</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 ou plus</translation>
    </message>
</context>
<context>
    <name>DiceParser</name>
    <message>
        <source>column %1: %2</source>
        <translation>colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected dice such as 2d6, or a number</source>
        <translation>des dés comme 2d6, ou un nombre, sont attendus</translation>
    </message>
    <message>
        <source>expected + or - between terms</source>
        <translation>+ ou - attendu entre les termes</translation>
    </message>
    <message>
        <source>a sign must be followed by dice or a number</source>
        <translation>un signe doit être suivi de dés ou d&apos;un nombre</translation>
    </message>
    <message>
        <source>at most %1 dice in one expression</source>
        <translation>au plus %1 dés dans une expression</translation>
    </message>
    <message>
        <source>write &gt;= or &lt;= to count successes per die</source>
        <translation>écrivez &gt;= ou &lt;= pour compter les réussites par dé</translation>
    </message>
    <message>
        <source>expected the number each die is judged against</source>
        <translation>le nombre auquel chaque dé est comparé est attendu</translation>
    </message>
    <message>
        <source>unexpected text after the success rule</source>
        <translation>texte inattendu après la règle de réussite</translation>
    </message>
    <message>
        <source>a pool judges plain dice one by one: write it as 3d10&gt;=5, with no other terms</source>
        <translation>une réserve juge de simples dés un par un&#xa0;: écrivez-la 3d10&gt;=5, sans autre terme</translation>
    </message>
    <message>
        <source>too many dice to work out exact odds: %1; keep or drop from fewer or smaller dice</source>
        <translation>trop de dés pour calculer les chances exactes&#xa0;: %1&#xa0;; gardez ou écartez parmi des dés moins nombreux ou plus petits</translation>
    </message>
    <message>
        <source>%1 is too large; constants go up to %2</source>
        <translation>%1 est trop grand&#xa0;; les constantes vont jusqu&apos;à %2</translation>
    </message>
    <message>
        <source>roll at least one die</source>
        <translation>lancez au moins un dé</translation>
    </message>
    <message>
        <source>at most %1 dice in one group</source>
        <translation>au plus %1 dés dans un groupe</translation>
    </message>
    <message>
        <source>expected the number of faces after d, as in d6 or d10</source>
        <translation>le nombre de faces est attendu après d, comme dans d6 ou d10</translation>
    </message>
    <message>
        <source>d66 is one reading of two d6; add several as d66+d66</source>
        <translation>d66 est une lecture de deux d6&#xa0;; additionnez-en plusieurs avec d66+d66</translation>
    </message>
    <message>
        <source>d66 cannot keep or drop dice</source>
        <translation>d66 ne peut ni garder ni écarter de dés</translation>
    </message>
    <message>
        <source>there is no d%1; use d3, d4, d5, d6, d8, d10, d12, d20 or d66</source>
        <translation>il n&apos;existe pas de d%1&#xa0;; utilisez d3, d4, d5, d6, d8, d10, d12, d20 ou d66</translation>
    </message>
    <message>
        <source>write dl or dh to drop the lowest or highest dice</source>
        <translation>écrivez dl ou dh pour écarter les dés les plus bas ou les plus hauts</translation>
    </message>
    <message>
        <source>expected how many dice to keep or drop</source>
        <translation>le nombre de dés à garder ou à écarter est attendu</translation>
    </message>
    <message>
        <source>can drop 1 to %1 of %2 dice</source>
        <translation>on peut écarter 1 à %1 des %2 dés</translation>
    </message>
    <message>
        <source>can keep 1 to %1 of %1 dice</source>
        <translation>on peut garder 1 à %1 des %1 dés</translation>
    </message>
</context>
<context>
    <name>DiceReadings</name>
    <message>
        <source>a d%1 read off a d%2: faces over %1 count again from 1</source>
        <translation>un d%1 lu sur un d%2 : les faces au-delà de %1 recomptent depuis 1</translation>
    </message>
    <message>
        <source>a d%1 read off a d%2: each face divided by %3, rounded up</source>
        <translation>un d%1 lu sur un d%2 : chaque face divisée par %3, arrondie au supérieur</translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <source>d%1 showing %2, a success</source>
        <translation>d%1 sur %2, une réussite</translation>
    </message>
    <message>
        <source>d%1 showing %2, a failure</source>
        <translation>d%1 sur %2, un échec</translation>
    </message>
    <message>
        <source>d%1 showing %2</source>
        <translation>d%1 sur %2</translation>
    </message>
    <message>
        <source>d%1 showing %2, dropped</source>
        <translation>d%1 sur %2, écarté</translation>
    </message>
</context>
<context>
    <name>DiskWriter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot write %1 to the disk: %2</source>
        <translation>impossible d&apos;écrire %1 sur le disque&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>DrillMaker</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Counts: %1</source>
        <translation>Compte&#xa0;: %1</translation>
    </message>
    <message>
        <source>No modifier counts here.</source>
        <translation>Aucun modificateur ne compte ici.</translation>
    </message>
    <message>
        <source>hardly ever (under 10%)</source>
        <translation>presque jamais (moins de 10 %)</translation>
    </message>
    <message>
        <source>now and then (10–30%)</source>
        <translation>de temps en temps (10–30 %)</translation>
    </message>
    <message>
        <source>less often than not (30–50%)</source>
        <translation>plutôt rarement (30–50 %)</translation>
    </message>
    <message>
        <source>more often than not (50–70%)</source>
        <translation>plutôt souvent (50–70 %)</translation>
    </message>
    <message>
        <source>usually (70–90%)</source>
        <translation>la plupart du temps (70–90 %)</translation>
    </message>
    <message>
        <source>almost always (90% or more)</source>
        <translation>presque toujours (90 % ou plus)</translation>
    </message>
    <message>
        <source>Right: the modifiers come to %1.</source>
        <translation>Juste&#xa0;: les modificateurs font %1.</translation>
    </message>
    <message>
        <source>Not quite: the modifiers come to %1, not %2.</source>
        <translation>Pas tout à fait&#xa0;: les modificateurs font %1, pas %2.</translation>
    </message>
    <message>
        <source>Does not count: %1</source>
        <translation>Ne compte pas&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 ou moins</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>Right: each die needs %1.</source>
        <translation>Juste&#xa0;: chaque dé doit faire %1.</translation>
    </message>
    <message>
        <source>Not quite: each die needs %1, not %2.</source>
        <translation>Pas tout à fait&#xa0;: chaque dé doit faire %1, pas %2.</translation>
    </message>
    <message>
        <source>Modifiers %1 in all: %2.</source>
        <translation>Modificateurs en tout %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Right to count %1</source>
        <translation>Bien compté&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 does not count here%2</source>
        <translation>%1 ne compte pas ici%2</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Oublié&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Right: %n modifier(s), %1 in all.</source>
        <translation>
            <numerusform>Juste&#xa0;: %n modificateur, %1 en tout.</numerusform>
            <numerusform>Juste&#xa0;: %n modificateurs, %1 en tout.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not quite: %n mistake(s).</source>
        <translation>
            <numerusform>Pas tout à fait&#xa0;: %n erreur.</numerusform>
            <numerusform>Pas tout à fait&#xa0;: %n erreurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right: %1 comes %2 of the time.</source>
        <translation>Juste&#xa0;: %1 arrive %2 du temps.</translation>
    </message>
    <message>
        <source>Not quite: %1 comes %2 of the time: %3.</source>
        <translation>Pas tout à fait&#xa0;: %1 arrive %2 du temps&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no unit type %1</source>
        <translation>pas de type d&apos;unité %1</translation>
    </message>
    <message>
        <source>%1 is out of play</source>
        <translation>%1 est hors jeu</translation>
    </message>
    <message>
        <source>no field %1</source>
        <translation>pas de champ %1</translation>
    </message>
    <message>
        <source>%1 is no step of %2</source>
        <translation>%1 n&apos;est pas un échelon de %2</translation>
    </message>
    <message>
        <source>%1 = %2 is out of %3..%4</source>
        <translation>%1 = %2 sort de %3..%4</translation>
    </message>
    <message>
        <source>%1 is no flag</source>
        <translation>%1 n&apos;est pas un drapeau</translation>
    </message>
    <message>
        <source>%1 is no choice of %2</source>
        <translation>%1 n&apos;est pas un choix de %2</translation>
    </message>
    <message>
        <source>a %1 cannot be in %2</source>
        <translation>un(e) %1 ne peut pas être en %2</translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <translation>%1 demande %2</translation>
    </message>
    <message>
        <source>%1 would be out of play</source>
        <translation>%1 serait hors jeu</translation>
    </message>
    <message>
        <source>%1 takes %2 against %3.</source>
        <translation>%1 fait %2 contre %3.</translation>
    </message>
    <message>
        <source>%1 What do the modifiers come to?</source>
        <translation>%1 Que font les modificateurs&#xa0;?</translation>
    </message>
    <message>
        <source>%1 What must the die show, or less?</source>
        <translation>%1 Que doit montrer le dé, au plus&#xa0;?</translation>
    </message>
    <message>
        <source>%1 What must each die show, at least?</source>
        <translation>%1 Que doit montrer chaque dé, au moins&#xa0;?</translation>
    </message>
    <message>
        <source>%1 Which modifiers count?</source>
        <translation>%1 Quels modificateurs comptent&#xa0;?</translation>
    </message>
    <message>
        <source>%1 Roughly how likely is this: %2?</source>
        <translation>%1 À peu près quelle chance pour&#xa0;: %2&#xa0;?</translation>
    </message>
    <message>
        <source>%1: no</source>
        <translation>%1 : non</translation>
    </message>
</context>
<context>
    <name>DrillProgressFile</name>
    <message>
        <source>cannot save the drills&apos; progress in %1: %2</source>
        <translation>impossible d&apos;enregistrer les progrès des exercices dans %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message>
        <source>End turn %1 now?</source>
        <translation>Finir le tour %1 maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Pas encore</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Cards not yet drawn are returned and the deck is shuffled.</source>
        <translation>Les cartes pas encore tirées sont remises et le paquet est mélangé.</translation>
    </message>
</context>
<context>
    <name>EntryReader</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n touche</numerusform>
            <numerusform>%n touches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n réussite</numerusform>
            <numerusform>%n réussites</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Turn %1 begins</source>
        <translation>Début du tour %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Evaluator</name>
    <message>
        <source>the result</source>
        <translation>le résultat</translation>
    </message>
    <message>
        <source>%1 ÷ %2</source>
        <translation>%1 ÷ %2</translation>
    </message>
    <message>
        <source>%1 as a percentage of %2</source>
        <translation>%1 en pourcentage de %2</translation>
    </message>
    <message>
        <source>%1 here</source>
        <translation>%1 ici</translation>
    </message>
    <message>
        <source>the target&apos;s</source>
        <translation>de la cible</translation>
    </message>
    <message>
        <source>the unit&apos;s</source>
        <translation>de l&apos;unité</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (from its %3)</source>
        <translation>%1 %2 (d&apos;après son %3)</translation>
    </message>
    <message>
        <source>%1 type</source>
        <translation>type %1</translation>
    </message>
    <message>
        <source>%1 arm</source>
        <translation>arme %1</translation>
    </message>
    <message>
        <source>the %1 entered</source>
        <translation>la valeur %1 saisie</translation>
    </message>
    <message>
        <source>the option &quot;%1&quot;</source>
        <translation>l&apos;option «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not ticked</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas coché</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is ticked</source>
        <translation>«&#xa0;%1&#xa0;» est coché</translation>
    </message>
    <message>
        <source>the target</source>
        <translation>la cible</translation>
    </message>
    <message>
        <source>the unit</source>
        <translation>l&apos;unité</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 vaut %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 ne vaut pas %2</translation>
    </message>
    <message>
        <source>%1 is none of %2</source>
        <translation>%1 ne vaut aucun de %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 is at most %2</source>
        <translation>%1 vaut au plus %2</translation>
    </message>
    <message>
        <source>%1 is at least %2</source>
        <translation>%1 vaut au moins %2</translation>
    </message>
    <message>
        <source>%1 standing as commander-in-chief</source>
        <translation>%1 qualité de commandant en chef</translation>
    </message>
    <message>
        <source>%1 is its side&apos;s commander-in-chief</source>
        <translation>%1 est le commandant en chef de son camp</translation>
    </message>
    <message>
        <source>%1 is not its side&apos;s commander-in-chief</source>
        <translation>%1 n’est pas le commandant en chef de son camp</translation>
    </message>
    <message>
        <source>the target&apos;s figures counted</source>
        <translation>les figurines de la cible comptées</translation>
    </message>
    <message>
        <source>the unit&apos;s figures counted</source>
        <translation>les figurines de l’unité comptées</translation>
    </message>
    <message>
        <source>%1, added up over the figures</source>
        <translation>%1, additionné sur les figurines</translation>
    </message>
    <message>
        <source>the target&apos;s figure&apos;s %1</source>
        <translation>%1 de la figurine de la cible</translation>
    </message>
    <message>
        <source>the figure&apos;s %1</source>
        <translation>%1 de la figurine</translation>
    </message>
    <message>
        <source>the target&apos;s figure&apos;s role</source>
        <translation>le rôle de la figurine de la cible</translation>
    </message>
    <message>
        <source>the figure&apos;s role</source>
        <translation>le rôle de la figurine</translation>
    </message>
    <message>
        <source>the target&apos;s figure</source>
        <translation>la figurine de la cible</translation>
    </message>
    <message>
        <source>the figure</source>
        <translation>la figurine</translation>
    </message>
</context>
<context>
    <name>FaceReader</name>
    <message numerus="yes">
        <source>expected %n face(s), one per die, but got %1</source>
        <translation>
            <numerusform>%n face attendue, une par dé, mais %1 reçue(s)</numerusform>
            <numerusform>%n faces attendues, une par dé, mais %1 reçue(s)</numerusform>
        </translation>
    </message>
    <message>
        <source>die %1 is a %2, which has no face %3 (faces 1 to %4%5)</source>
        <translation>le dé %1 est un %2, qui n&apos;a pas de face %3 (faces 1 à %4%5)</translation>
    </message>
    <message>
        <source>; type 0 or 10 for the ten</source>
        <translation>; tapez 0 ou 10 pour le dix</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at position %2 is not a die face</source>
        <translation>«&#xa0;%1&#xa0;» en position %2 n&apos;est pas une face de dé</translation>
    </message>
    <message>
        <source>face %1, &apos;%2&apos;, is not a number</source>
        <translation>la face %1, «&#xa0;%2&#xa0;», n&apos;est pas un nombre</translation>
    </message>
</context>
<context>
    <name>FigureRow</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Corrections (journaled)</source>
        <translation>Corrections (journalisées)</translation>
    </message>
    <message>
        <source>Decrease %1</source>
        <translation>Diminuer %1</translation>
    </message>
    <message>
        <source>Increase %1</source>
        <translation>Augmenter %1</translation>
    </message>
    <message>
        <source>Role: %1</source>
        <translation>Rôle&#xa0;: %1</translation>
    </message>
    <message>
        <source>Role of %1</source>
        <translation>Rôle de %1</translation>
    </message>
</context>
<context>
    <name>FileError</name>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Adjutant</source>
        <translation>Adjutant</translation>
    </message>
    <message>
        <source>Your staff officer for horse-and-musket wargames: unit returns, tests and their odds, dice and the battle journal.</source>
        <translation>Votre officier d&apos;état-major pour les jeux de guerre à l&apos;époque du mousquet&#xa0;: états des unités, tests et leurs chances, dés et journal de bataille.</translation>
    </message>
    <message>
        <source>Continue the battle</source>
        <translation>Reprendre la bataille</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>Start a battle from a scenario: the demo battle of each rule system, or your own.</source>
        <translation>Commencer une bataille d&apos;après un scénario&#xa0;: la bataille de démonstration de chaque système de règles, ou la vôtre.</translation>
    </message>
    <message>
        <source>Open a battle…</source>
        <translation>Ouvrir une bataille…</translation>
    </message>
    <message>
        <source>A battle file saved earlier or sent by another umpire.</source>
        <translation>Un fichier de bataille enregistré plus tôt ou envoyé par un autre arbitre.</translation>
    </message>
    <message>
        <source>Dice and odds</source>
        <translation>Dés et chances</translation>
    </message>
    <message>
        <source>Roll any dice the rules use, or type in real dice, and see the exact chance of every result.</source>
        <translation>Lancer tous les dés des règles, ou saisir de vrais dés, et voir la chance exacte de chaque résultat.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Light or dark theme, dice rolled by the app or by hand.</source>
        <translation>Thème clair ou sombre, dés lancés par l&apos;appli ou à la main.</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Learn the rules</source>
        <translation>Apprendre les règles</translation>
    </message>
    <message>
        <source>Drills on modifiers, scores and odds, explained step by step, and each rule system to browse and search.</source>
        <translation>Des exercices sur les modificateurs, les scores et les chances, expliqués pas à pas, et chaque système de règles à parcourir et à fouiller.</translation>
    </message>
    <message>
        <source>Guided first battle</source>
        <translation>Première bataille guidée</translation>
    </message>
    <message>
        <source>New to these rules? A small battle with a tutor who points at each control and says what its numbers mean.</source>
        <translation>Nouveau dans ces règles&#xa0;? Une petite bataille avec un tuteur qui montre chaque commande et dit ce que ses nombres signifient.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>Not now: stop offering the guided first battle</source>
        <translation>Pas maintenant&#xa0;: ne plus proposer la première bataille guidée</translation>
    </message>
</context>
<context>
    <name>JoinUnitDialog</name>
    <message>
        <source>A unit joins the battle</source>
        <translation>Une unité rejoint la bataille</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Add the unit</source>
        <translation>Ajouter l&apos;unité</translation>
    </message>
    <message>
        <source>Name, e.g. 1/43rd Foot</source>
        <translation>Nom, p. ex. 1/43rd Foot</translation>
    </message>
    <message>
        <source>The unit&apos;s name</source>
        <translation>Nom de l&apos;unité</translation>
    </message>
    <message>
        <source>Its type: %1</source>
        <translation>Son type&#xa0;: %1</translation>
    </message>
    <message>
        <source>Its side: %1</source>
        <translation>Son camp&#xa0;: %1</translation>
    </message>
    <message>
        <source>Its commander: %1</source>
        <translation>Son commandant&#xa0;: %1</translation>
    </message>
    <message>
        <source>Its commander: none</source>
        <translation>Son commandant&#xa0;: aucun</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>(entry %1 cannot be read)</source>
        <translation>(l&apos;entrée %1 est illisible)</translation>
    </message>
</context>
<context>
    <name>JournalLog</name>
    <message>
        <source>record %1 (line %2) is damaged</source>
        <translation>l&apos;enregistrement %1 (ligne %2) est endommagé</translation>
    </message>
    <message>
        <source>record %1 appears a second time at line %2</source>
        <translation>l&apos;enregistrement %1 apparaît une deuxième fois à la ligne %2</translation>
    </message>
    <message>
        <source>the records are out of order: record %1 comes before record %2 (line %3)</source>
        <translation>les enregistrements sont dans le désordre&#xa0;: l&apos;enregistrement %1 précède l&apos;enregistrement %2 (ligne %3)</translation>
    </message>
    <message>
        <source>record 1 is missing: the journal starts at record %1</source>
        <translation>l&apos;enregistrement 1 manque&#xa0;: le journal commence à l&apos;enregistrement %1</translation>
    </message>
    <message>
        <source>record %1 is missing: record %2 follows record %3 (line %4)</source>
        <translation>l&apos;enregistrement %1 manque&#xa0;: l&apos;enregistrement %2 suit l&apos;enregistrement %3 (ligne %4)</translation>
    </message>
    <message>
        <source>the last record (%1) was cut off while it was being written</source>
        <translation>le dernier enregistrement (%1) a été coupé pendant son écriture</translation>
    </message>
    <message>
        <source>record %1 (line %1) is damaged</source>
        <translation>l&apos;enregistrement %1 (ligne %1) est endommagé</translation>
    </message>
</context>
<context>
    <name>JournalView</name>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation>%1 (annulée)</translation>
    </message>
    <message>
        <source>%1 (undone; can be redone)</source>
        <translation>%1 (annulée&#xa0;; peut être rétablie)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Why? %1</source>
        <translation>Pourquoi&#xa0;? %1</translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message>
        <source>Learn: %1</source>
        <translation>Apprendre&#xa0;: %1</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Apprendre</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Exercices</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Les règles</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Modifier total</source>
        <translation>Total des modificateurs</translation>
    </message>
    <message>
        <source>Score needed</source>
        <translation>Score à faire</translation>
    </message>
    <message>
        <source>Which count</source>
        <translation>Ce qui compte</translation>
    </message>
    <message>
        <source>How likely</source>
        <translation>Quelle chance</translation>
    </message>
    <message>
        <source>%1 · most missed: %2</source>
        <translation>%1 · le plus souvent manqué&#xa0;: %2</translation>
    </message>
    <message>
        <source>No drill of this kind fits this rule system.</source>
        <translation>Aucun exercice de ce genre ne convient à ce système.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Target %1: %2</source>
        <translation>Cible %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The table shows: %1</source>
        <translation>La table montre&#xa0;: %1</translation>
    </message>
    <message>
        <source>The table shows nothing to tick.</source>
        <translation>La table ne montre rien à cocher.</translation>
    </message>
    <message>
        <source>One less</source>
        <translation>Un de moins</translation>
    </message>
    <message>
        <source>One more</source>
        <translation>Un de plus</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Répondre</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 ou moins</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Exercice suivant</translation>
    </message>
    <message>
        <source>Read: %1</source>
        <translation>Lire&#xa0;: %1</translation>
    </message>
    <message>
        <source>Search the rules: a test, a modifier, a word</source>
        <translation>Chercher dans les règles&#xa0;: un test, un modificateur, un mot</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Chercher dans les règles</translation>
    </message>
    <message>
        <source>Nothing in these rules matches the search.</source>
        <translation>Rien dans ces règles ne correspond à la recherche.</translation>
    </message>
    <message>
        <source>Rule section: %1</source>
        <translation>Section des règles&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Guided first battle</source>
        <translation>Première bataille guidée</translation>
    </message>
    <message>
        <source>Play a small battle with a tutor beside you: it dims the screen but for the control to use next, says what to do and why, and goes on when you have done it. You play for real; the tutor never plays for you. Turn it off at any time: it keeps your place.</source>
        <translation>Jouez une petite bataille avec un tuteur à vos côtés : il assombrit l’écran sauf la commande à utiliser ensuite, dit quoi faire et pourquoi, et poursuit quand vous l’avez fait. Vous jouez pour de vrai ; le tuteur ne joue jamais à votre place. Éteignez-le quand vous voulez : il garde votre place.</translation>
    </message>
    <message>
        <source>Start the guided battle</source>
        <translation>Commencer la bataille guidée</translation>
    </message>
    <message>
        <source>Resume where you left</source>
        <translation>Reprendre là où vous en étiez</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
</context>
<context>
    <name>LiveBattle</name>
    <message>
        <source>%1 is being written by adjutant-cli (process %2 on %3); try again when it has finished</source>
        <translation>%1 est en cours d&apos;écriture par adjutant-cli (processus %2 sur %3)&#xa0;; réessayez quand il aura fini</translation>
    </message>
    <message>
        <source>%1 is open in another Adjutant (process %2 on %3); close it there first, or open it read-only</source>
        <translation>%1 est ouvert dans un autre Adjutant (processus %2 sur %3)&#xa0;; fermez-le d&apos;abord là-bas, ou ouvrez-le en lecture seule</translation>
    </message>
    <message>
        <source>cannot write beside %1 (%2): the battle can only be opened read-only</source>
        <translation>impossible d&apos;écrire à côté de %1 (%2)&#xa0;: la bataille ne peut s&apos;ouvrir qu&apos;en lecture seule</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is damaged, so nothing was written to it</source>
        <translation>%1 est endommagé, rien n&apos;y a donc été écrit</translation>
    </message>
    <message>
        <source>the battle was recovered but could not be saved: %1</source>
        <translation>la bataille a été récupérée mais n&apos;a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>What could be kept is in %1; the damaged files were left as they were.</source>
        <translation>Ce qui a pu être sauvé se trouve dans %1&#xa0;; les fichiers endommagés sont restés tels quels.</translation>
    </message>
    <message>
        <source>the journal&apos;s unfinished last record could not be cut off: %1</source>
        <translation>le dernier enregistrement inachevé du journal n&apos;a pas pu être coupé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The unfinished record was cut off; its bytes were kept in %1.</source>
        <translation>L&apos;enregistrement inachevé a été coupé&#xa0;; ses octets sont conservés dans %1.</translation>
    </message>
    <message>
        <source>%1 already exists; a new battle is never written over another</source>
        <translation>%1 existe déjà&#xa0;; une nouvelle bataille n&apos;en écrase jamais une autre</translation>
    </message>
    <message>
        <source>the battle is open read-only here: another window or program is its writer</source>
        <translation>la bataille est ouverte ici en lecture seule&#xa0;: une autre fenêtre ou un autre programme l&apos;écrit</translation>
    </message>
    <message>
        <source>not saved, so not done: %1</source>
        <translation>non enregistré, donc non fait&#xa0;: %1</translation>
    </message>
    <message>
        <source>the battle is open read-only here</source>
        <translation>la bataille est ouverte ici en lecture seule</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Adjutant</source>
        <translation>Adjutant</translation>
    </message>
</context>
<context>
    <name>ModifierRow</name>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>Why %1</source>
        <translation>Pourquoi %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>In the rules…</source>
        <translation>Dans les règles…</translation>
    </message>
    <message>
        <source>%1 in the rules</source>
        <translation>%1 dans les règles</translation>
    </message>
</context>
<context>
    <name>MoreMenu</name>
    <message>
        <source>Add unit…</source>
        <translation>Ajouter une unité…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Order of battle…</source>
        <translation>Ordre de bataille…</translation>
    </message>
    <message>
        <source>Umpire mode</source>
        <translation>Mode arbitre</translation>
    </message>
    <message>
        <source>What the rules forbid may be allowed anyway, with a reason in the journal</source>
        <translation>Ce que les règles interdisent peut être autorisé quand même, avec une raison dans le journal</translation>
    </message>
</context>
<context>
    <name>NewBattlePage</name>
    <message>
        <source>New battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>Build a battle</source>
        <translation>Composer une bataille</translation>
    </message>
    <message>
        <source>Your own order of battle for any rule system: type it, paste a list, or open a scenario file.</source>
        <translation>Votre propre ordre de bataille pour toute règle : saisissez-le, collez une liste ou ouvrez un fichier de scénario.</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Options…</source>
        <translation>Options…</translation>
    </message>
    <message>
        <source>Options for %1</source>
        <translation>Options pour %1</translation>
    </message>
    <message>
        <source>⚠ %1 (broken)</source>
        <translation>⚠ %1 (défectueux)</translation>
    </message>
    <message>
        <source>Cannot be started: %1</source>
        <translation>Ne peut pas commencer : %1</translation>
    </message>
    <message>
        <source>%1, broken: open it to mend it</source>
        <translation>%1, défectueux : l’ouvrir pour le réparer</translation>
    </message>
    <message>
        <source>Mend</source>
        <translation>Réparer</translation>
    </message>
    <message>
        <source>Mend %1</source>
        <translation>Réparer %1</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n scenario file(s) in your folder cannot be started until mended.</source>
        <translation>
            <numerusform>⚠ %n fichier de scénario de votre dossier ne peut pas être lancé avant d&apos;être réparé.</numerusform>
            <numerusform>⚠ %n fichiers de scénario de votre dossier ne peuvent pas être lancés avant d&apos;être réparés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Montrer</translation>
    </message>
    <message>
        <source>Show the first file that needs mending</source>
        <translation>Montrer le premier fichier à réparer</translation>
    </message>
</context>
<context>
    <name>OpenBattleDialog</name>
    <message>
        <source>Adjutant battles (*.adjutant)</source>
        <translation>Batailles Adjutant (*.adjutant)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>OrderOfBattleFilter</name>
    <message>
        <source>Find a unit</source>
        <translation>Chercher une unité</translation>
    </message>
    <message>
        <source>Find a unit by name or type</source>
        <translation>Chercher une unité par nom ou par type</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtrer</translation>
    </message>
    <message>
        <source>Hide the filters</source>
        <translation>Masquer les filtres</translation>
    </message>
    <message>
        <source>Filter the order of battle</source>
        <translation>Filtrer l&apos;ordre de bataille</translation>
    </message>
    <message>
        <source>Only %1</source>
        <translation>Seulement %1</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Ébranlées</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Retirée</translation>
    </message>
    <message>
        <source>Only units %1</source>
        <translation>Seulement les unités %1</translation>
    </message>
    <message>
        <source>Not yet activated</source>
        <translation>Pas encore activées</translation>
    </message>
    <message>
        <source>Under commander</source>
        <translation>Sous le commandant</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Tout afficher</translation>
    </message>
    <message>
        <source>%1 found</source>
        <translation>%1 trouvée(s)</translation>
    </message>
</context>
<context>
    <name>OrderOfBattleList</name>
    <message>
        <source>%1 is one of %2, not &quot;%3&quot;</source>
        <translation>%1 est l&apos;un de %2, pas « %3 »</translation>
    </message>
    <message>
        <source>%1 is yes or no, not &quot;%2&quot;</source>
        <translation>%1 est oui ou non, pas « %2 »</translation>
    </message>
    <message>
        <source>%1 is a whole number, not &quot;%2&quot;</source>
        <translation>%1 est un nombre entier, pas « %2 »</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field of %2</source>
        <translation>« %1 » n&apos;est pas un champ de %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; could be %2: write the field before it (&quot;%3 %1&quot;)</source>
        <translation>« %1 » pourrait être %2 : écrivez le champ devant (« %3 %1 »)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither a field of %2 nor a value of one</source>
        <translation>« %1 » n&apos;est ni un champ de %2 ni la valeur d&apos;un champ</translation>
    </message>
    <message>
        <source>%1 needs a value after it</source>
        <translation>%1 doit être suivi d&apos;une valeur</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 est donné deux fois</translation>
    </message>
    <message>
        <source>a unit&apos;s line is its name, then its type (one of %1), then its ratings</source>
        <translation>la ligne d&apos;une unité donne son nom, puis son type (l&apos;un de %1), puis ses valeurs</translation>
    </message>
    <message>
        <source>a name is missing</source>
        <translation>il manque un nom</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; is not a field of %2</source>
        <translation>la colonne « %1 » n&apos;est pas un champ de %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a level; one of %2</source>
        <translation>« %1 » n&apos;est pas un échelon ; l&apos;un de %2</translation>
    </message>
    <message>
        <source>the type is missing (one of %1)</source>
        <translation>il manque le type (l&apos;un de %1)</translation>
    </message>
    <message>
        <source>A battle</source>
        <translation>Une bataille</translation>
    </message>
    <message>
        <source>this list is for &quot;%1&quot;; it is being read for %2</source>
        <translation>cette liste est pour « %1 » ; elle est lue pour %2</translation>
    </message>
    <message>
        <source>write an option as &quot;option: NAME CHOICE&quot;; the options of %1: %2</source>
        <translation>une option s&apos;écrit « option: NAME CHOICE » ; les options de %1 : %2</translation>
    </message>
    <message>
        <source>%1 takes one of %2, not &quot;%3&quot;</source>
        <translation>%1 prend l&apos;un de %2, pas « %3 »</translation>
    </message>
    <message>
        <source>a colour is written #rrggbb, not &quot;%1&quot;</source>
        <translation>une couleur s&apos;écrit #rrggbb, pas « %1 »</translation>
    </message>
    <message>
        <source>the first side&apos;s line comes first (&quot;side: NAME&quot;)</source>
        <translation>la ligne du premier camp vient d&apos;abord (« side: NAME »)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a unit type of %2; one of: %3</source>
        <translation>« %1 » n&apos;est pas un type d&apos;unité de %2 ; l&apos;un de : %3</translation>
    </message>
    <message>
        <source>name the commander&apos;s type after the name (one of %1)</source>
        <translation>donnez le type du chef après son nom (l&apos;un de %1)</translation>
    </message>
    <message>
        <source>a unit comes under a commander: put a commander&apos;s line above it (&quot;brigade: NAME&quot;)</source>
        <translation>une unité relève d&apos;un chef : mettez une ligne de chef au-dessus (« brigade: NAME »)</translation>
    </message>
    <message>
        <source>a battle needs at least two sides (&quot;side: NAME&quot; lines); sides in this list: %1</source>
        <translation>une bataille demande au moins deux camps (lignes « side: NAME ») ; camps dans cette liste : %1</translation>
    </message>
    <message>
        <source>the side %1 has no commander</source>
        <translation>le camp %1 n&apos;a pas de chef</translation>
    </message>
    <message>
        <source>a side&apos;s pattern is one of %1, not &quot;%2&quot;</source>
        <translation>le motif d&apos;un camp est l&apos;un de %1, pas « %2 »</translation>
    </message>
</context>
<context>
    <name>OrderPanel</name>
    <message>
        <source>Given to</source>
        <translation>Donné à</translation>
    </message>
    <message>
        <source>Choose a unit</source>
        <translation>Choisir une unité</translation>
    </message>
    <message>
        <source>Given to: %1</source>
        <translation>Donné à : %1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Apply: %1</source>
        <translation>Appliquer : %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>Orders</name>
    <message>
        <source>%1 moves</source>
        <translation>%1 mouvements</translation>
    </message>
    <message>
        <source>%1 move</source>
        <translation>%1 mouvement</translation>
    </message>
    <message>
        <source>this ruleset has no formation changes</source>
        <translation>ces règles n&apos;ont pas de changements de formation</translation>
    </message>
    <message>
        <source>unknown unit type or formation</source>
        <translation>type d&apos;unité ou formation inconnus</translation>
    </message>
    <message>
        <source>a %1 cannot form %2</source>
        <translation>un %1 ne peut pas se former en %2</translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <translation>%1 demande %2</translation>
    </message>
    <message>
        <source>already in %1</source>
        <translation>déjà en %1</translation>
    </message>
    <message>
        <source>%1 cannot change to %2: that formation is not on its army&apos;s chain</source>
        <translation>%1 ne peut pas passer en %2&#xa0;: cette formation n&apos;est pas dans la chaîne de son armée</translation>
    </message>
    <message>
        <source>no cost is given for rating %1</source>
        <translation>aucun coût n&apos;est donné pour la valeur %1</translation>
    </message>
    <message>
        <source>unknown ground or unit</source>
        <translation>terrain ou unité inconnus</translation>
    </message>
    <message>
        <source>%1 may not enter %2</source>
        <translation>%1 ne peut pas entrer dans %2</translation>
    </message>
    <message>
        <source>%1: speed × %2</source>
        <translation>%1&#xa0;: vitesse × %2</translation>
    </message>
    <message>
        <source>%1: %2 of the move lost</source>
        <translation>%1&#xa0;: %2 du mouvement perdu</translation>
    </message>
    <message>
        <source>%1: %2&quot; to cross</source>
        <translation>%1&#xa0;: %2&quot; pour franchir</translation>
    </message>
    <message>
        <source>%1&quot;</source>
        <translation>%1&quot;</translation>
    </message>
    <message>
        <source>%1: not allowed (%2)</source>
        <translation>%1&#xa0;: interdit (%2)</translation>
    </message>
    <message>
        <source>%1 used: %2 left</source>
        <translation>%1 utilisé&#xa0;: reste %2</translation>
    </message>
    <message>
        <source>may not enter %1</source>
        <translation>ne peut pas entrer dans %1</translation>
    </message>
    <message>
        <source>%1: %2 left</source>
        <translation>%1&#xa0;: reste %2</translation>
    </message>
    <message>
        <source>crossing it disorders the unit</source>
        <translation>le traverser met l&apos;unité en désordre</translation>
    </message>
    <message>
        <source>%1 is more than the %2 it has</source>
        <translation>%1, c&apos;est plus que les %2 qui lui restent</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 de mouvement</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation>%1 : %2%3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>OverrideBox</name>
    <message>
        <source>The rules do not allow it: %1</source>
        <translation>Les règles ne le permettent pas : %1</translation>
    </message>
    <message>
        <source>Allowed by the umpire (%1), although the rules say: %2</source>
        <translation>Autorisé par l’arbitre (%1), bien que les règles disent : %2</translation>
    </message>
    <message>
        <source>Only the umpire may allow it (Umpire mode, in the battle&apos;s ⋮ menu).</source>
        <translation>Seul l’arbitre peut l’autoriser (mode arbitre, dans le menu ⋮ de la bataille).</translation>
    </message>
    <message>
        <source>Allow anyway…</source>
        <translation>Autoriser quand même…</translation>
    </message>
    <message>
        <source>The umpire allows what the rules forbid here, giving a reason for the journal</source>
        <translation>L’arbitre autorise ce que les règles interdisent ici, avec une raison pour le journal</translation>
    </message>
    <message>
        <source>Why the umpire allows it</source>
        <translation>Pourquoi l’arbitre l’autorise</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>La raison de l’arbitre</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Autoriser</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>OwedSkipDialog</name>
    <message>
        <source>Pass over an owed test</source>
        <translation>Passer outre un test dû</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Pass over</source>
        <translation>Passer outre</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>La raison de l&apos;arbitre</translation>
    </message>
</context>
<context>
    <name>OwedTests</name>
    <message>
        <source>owed: %1</source>
        <translation>dû : %1</translation>
    </message>
    <message>
        <source>no longer owed: %1 (the unit has left play)</source>
        <translation>plus dû : %1 (l&apos;unité a quitté le jeu)</translation>
    </message>
    <message>
        <source>lapsed: %1 (not taken before the phase ended)</source>
        <translation>caduc : %1 (pas passé avant la fin de la phase)</translation>
    </message>
    <message>
        <source>lapsed: %1 (not taken before the turn ended)</source>
        <translation>caduc : %1 (pas passé avant la fin du tour)</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>%1 for %2 against %3</source>
        <translation>%1 pour %2 contre %3</translation>
    </message>
    <message>
        <source>after %1: %2</source>
        <translation>après %1 : %2</translation>
    </message>
    <message>
        <source>left from %1</source>
        <translation>reste de %1</translation>
    </message>
    <message>
        <source>left from %1 (%2)</source>
        <translation>reste de %1 (%2)</translation>
    </message>
    <message>
        <source>lapses when the phase ends</source>
        <translation>caduc à la fin de la phase</translation>
    </message>
    <message>
        <source>lapses when the turn ends</source>
        <translation>caduc à la fin du tour</translation>
    </message>
    <message>
        <source>%1 %2 (now %3)</source>
        <translation>%1 %2 (maintenant %3)</translation>
    </message>
    <message>
        <source>%1 as it was when this was owed: %2</source>
        <translation>%1 tel qu&apos;il était quand ce test est devenu dû : %2</translation>
    </message>
    <message>
        <source>on activation: %1</source>
        <translation>à l’activation&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>OwedTestsStrip</name>
    <message numerus="yes">
        <source>%n test(s) owed:</source>
        <translation>
            <numerusform>%n test dû :</numerusform>
            <numerusform>%n tests dus :</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1 ; %2</translation>
    </message>
    <message>
        <source>Pass over…</source>
        <translation>Passer outre…</translation>
    </message>
    <message>
        <source>The umpire passes over an owed test, giving the reason</source>
        <translation>L&apos;arbitre passe outre un test dû, en donnant la raison</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) owed ▾</source>
        <translation>
            <numerusform>%n test dû ▾</numerusform>
            <numerusform>%n tests dus ▾</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) owed ▸</source>
        <translation>
            <numerusform>%n test dû ▸</numerusform>
            <numerusform>%n tests dus ▸</numerusform>
        </translation>
    </message>
    <message>
        <source>Folds the tests owed into one line</source>
        <translation>Replie les tests dus sur une ligne</translation>
    </message>
    <message>
        <source>Shows every test owed</source>
        <translation>Montre tous les tests dus</translation>
    </message>
</context>
<context>
    <name>PageHeader</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
</context>
<context>
    <name>ProcedureLoader</name>
    <message>
        <source>duplicate procedure id &quot;%1&quot;</source>
        <translation>identifiant de procédure en double «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a role: actor or target</source>
        <translation>un rôle&#xa0;: actor ou target</translation>
    </message>
    <message>
        <source>an object of numbers by name</source>
        <translation>un objet de nombres par nom</translation>
    </message>
    <message>
        <source>the procedure declares no var &quot;%1&quot;</source>
        <translation>la procédure ne déclare pas de variable «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a role: actor, target, winner or loser</source>
        <translation>un rôle&#xa0;: actor, target, winner ou loser</translation>
    </message>
    <message>
        <source>the procedure declares no ending &quot;%1&quot;</source>
        <translation>la procédure ne déclare pas d&apos;issue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>no test &quot;%1&quot; is defined</source>
        <translation>aucun test «&#xa0;%1&#xa0;» n&apos;est défini</translation>
    </message>
    <message>
        <source>the test &quot;%1&quot; has no input &quot;%2&quot;</source>
        <translation>le test «&#xa0;%1&#xa0;» n&apos;a pas d&apos;entrée «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>the test &quot;%1&quot; has no modifier &quot;%2&quot;</source>
        <translation>le test «&#xa0;%1&#xa0;» n&apos;a pas de modificateur «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>the test &quot;%1&quot; has no outcome &quot;%2&quot;</source>
        <translation>le test «&#xa0;%1&#xa0;» n&apos;a pas de résultat «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>the test &quot;%1&quot; has no %2 outcome</source>
        <translation>le test «&#xa0;%1&#xa0;» n&apos;a pas de résultat %2</translation>
    </message>
    <message>
        <source>no test has a modifier &quot;%1&quot;</source>
        <translation>aucun test n&apos;a de modificateur «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>an integer field, such as casualties</source>
        <translation>un champ entier, comme casualties</translation>
    </message>
    <message>
        <source>says why the response is not offered, but it has no &quot;when&quot;</source>
        <translation>dit pourquoi la réponse n’est pas proposée, mais n’a pas de « when »</translation>
    </message>
    <message>
        <source>a step is one of test, effects, if, ifWinner, end, chargeRules, weaponRange, store, melee, fights, repeat, tick, winner</source>
        <translation>une étape est l’une de test, effects, if, ifWinner, end, chargeRules, weaponRange, store, melee, fights, repeat, tick, winner</translation>
    </message>
    <message>
        <source>only units made of figures fight bout by bout (see &quot;figures&quot;)</source>
        <translation>seules les unités faites de figurines se battent duel par duel (voir &quot;figures&quot;)</translation>
    </message>
    <message>
        <source>an opposed test with a winner and a loser (winnerLoser), not &quot;%1&quot;</source>
        <translation>un test en opposition avec un vainqueur et un vaincu (winnerLoser), pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>at most 1 to 6 figures against one</source>
        <translation>au plus 1 à 6 figurines contre une</translation>
    </message>
    <message>
        <source>a tally counts bouts won by actor or target, or drawn</source>
        <translation>un décompte compte les duels gagnés par actor ou target, ou nuls</translation>
    </message>
</context>
<context>
    <name>ProcedureRunner</name>
    <message>
        <source>%1 is not taken: the unit is no longer in play</source>
        <translation>%1 n&apos;a pas lieu&#xa0;: l&apos;unité n&apos;est plus en jeu</translation>
    </message>
    <message>
        <source>only a test the rules trigger can be skipped, not %1</source>
        <translation>seul un test déclenché par les règles peut être passé, pas %1</translation>
    </message>
    <message>
        <source>skipped by the umpire</source>
        <translation>passé par l&apos;arbitre</translation>
    </message>
    <message>
        <source>no charge rule forbids it</source>
        <translation>aucune règle de charge ne l&apos;interdit</translation>
    </message>
    <message>
        <source>%1&quot; is beyond the %2&apos;s reach</source>
        <translation>%1&quot; est hors de portée&#xa0;: %2</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>arme</translation>
    </message>
    <message>
        <source>%1&quot;: %2 range of the %3</source>
        <translation>%1&quot;&#xa0;: portée %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>drawn: %1 and %2 each lost %3</source>
        <translation>indécis&#xa0;: %1 et %2 ont perdu chacun %3</translation>
    </message>
    <message>
        <source>%1 won: it lost %2, %3 lost %4</source>
        <translation>%1 l&apos;emporte&#xa0;: pertes %2, %3 en perd %4</translation>
    </message>
    <message>
        <source>the procedure needs a unit as %1</source>
        <translation>la procédure demande une unité comme %1</translation>
    </message>
    <message>
        <source>enter %1 (input &quot;%2&quot;)</source>
        <translation>saisir %1 (entrée «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>because %1</source>
        <translation>car %1</translation>
    </message>
    <message>
        <source>no procedure &quot;%1&quot; in %2</source>
        <translation>pas de procédure «&#xa0;%1&#xa0;» dans %2</translation>
    </message>
    <message>
        <source>no response &quot;%1&quot; in the procedure %2</source>
        <translation>pas de réaction «&#xa0;%1&#xa0;» dans la procédure %2</translation>
    </message>
    <message>
        <source>%1 is not allowed here: %2</source>
        <translation>%1 n&apos;est pas permis ici&#xa0;: %2</translation>
    </message>
    <message>
        <source>the procedure took more than %1 steps</source>
        <translation>la procédure a pris plus de %1 étapes</translation>
    </message>
    <message>
        <source>the procedure %1 came to no ending: the ruleset&apos;s steps end without one</source>
        <translation>la procédure %1 n&apos;a abouti à aucune issue&#xa0;: les étapes des règles s&apos;achèvent sans en donner</translation>
    </message>
    <message>
        <source>no such procedure or response</source>
        <translation>pas de telle procédure ni de telle réaction</translation>
    </message>
    <message>
        <source>the procedure %1 came to no ending</source>
        <translation>la procédure %1 n&apos;a abouti à aucune issue</translation>
    </message>
    <message>
        <source>only a test the rules trigger, whose result nothing after it reads, can be owed, not %1</source>
        <translation>seul un test que les règles déclenchent, dont rien après ne lit le résultat, peut être dû, pas %1</translation>
    </message>
    <message>
        <source>owed</source>
        <translation>dû</translation>
    </message>
    <message>
        <source>no figures in contact: nobody fights</source>
        <translation>aucune figurine au contact&#xa0;: personne ne se bat</translation>
    </message>
    <message>
        <source>bouts won: %1 by the charging side, %2 by the other; %3 drawn</source>
        <translation>duels gagnés&#xa0;: %1 par le camp qui charge, %2 par l’autre&#xa0;; %3 nuls</translation>
    </message>
</context>
<context>
    <name>ReportBuilder</name>
    <message>
        <source>A quiet turn: no shots, charges or losses.</source>
        <translation>Un tour calme&#xa0;: ni tirs, ni charges, ni pertes.</translation>
    </message>
    <message>
        <source>%1 came up: %2.</source>
        <translation>%1 est sortie&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 fired: %2.</source>
        <translation>%1 a tiré&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 fired at %2: %3.</source>
        <translation>%1 a tiré sur %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1 charged: %2.</source>
        <translation>%1 a chargé&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 charged %2: %3.</source>
        <translation>%1 a chargé %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1 for %2: %3.</source>
        <translation>%1 pour %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1, %2 against %3: %4.</source>
        <translation>%1, %2 contre %3&#xa0;: %4.</translation>
    </message>
    <message>
        <source>%1 joined the battle.</source>
        <translation>%1 a rejoint la bataille.</translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n loss(es).</source>
        <translation>
            <numerusform>%1 a subi %n perte.</numerusform>
            <numerusform>%1 a subi %n pertes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 made good %n loss(es).</source>
        <translation>
            <numerusform>%1 a récupéré %n perte.</numerusform>
            <numerusform>%1 a récupéré %n pertes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was lost.</source>
        <translation>%1 a été perdue.</translation>
    </message>
    <message>
        <source>%1 broke.</source>
        <translation>%1 a rompu.</translation>
    </message>
    <message>
        <source>%1 was shaken.</source>
        <translation>%1 a été ébranlée.</translation>
    </message>
    <message>
        <source>%1 rallied.</source>
        <translation>%1 s&apos;est ralliée.</translation>
    </message>
    <message>
        <source>the dice came to %1</source>
        <translation>les dés ont donné %1</translation>
    </message>
    <message>
        <source>%1, %2 in turn %3: %4 (%5), a chance of %6</source>
        <translation>%1, %2 au tour %3&#xa0;: %4 (%5), une chance de %6</translation>
    </message>
    <message numerus="yes">
        <source> (%n roll(s))</source>
        <translation>
            <numerusform> (%n jet)</numerusform>
            <numerusform> (%n jets)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hit(s) against %2 expected</source>
        <translation>
            <numerusform>%1&#xa0;: %n touche contre %2 attendues</numerusform>
            <numerusform>%1&#xa0;: %n touches contre %2 attendues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n success(es) against %2 expected</source>
        <translation>
            <numerusform>%1&#xa0;: %n réussite contre %2 attendues</numerusform>
            <numerusform>%1&#xa0;: %n réussites contre %2 attendues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n passed against %2 expected</source>
        <translation>
            <numerusform>%1&#xa0;: %n réussi contre %2 attendus</numerusform>
            <numerusform>%1&#xa0;: %n réussis contre %2 attendus</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in all against %3 expected</source>
        <translation>%1&#xa0;: %2 en tout contre %3 attendus</translation>
    </message>
    <message>
        <source>%1: dice totalling %2 against %3 expected</source>
        <translation>%1&#xa0;: des dés totalisant %2 contre %3 attendus</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>1 in %1 (%2)</source>
        <translation>1 sur %1 (%2)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1: %2, %3; %4</source>
        <extracomment>A side at the end of a turn: its name, its losses, its units lost; how its units stand</extracomment>
        <translation>%1&#xa0;: %2, %3&#xa0;; %4</translation>
    </message>
    <message numerus="yes">
        <source>%Ln loss(es)</source>
        <translation>
            <numerusform>%Ln perte</numerusform>
            <numerusform>%Ln pertes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unit(s) lost</source>
        <translation>
            <numerusform>%Ln unité perdue</numerusform>
            <numerusform>%Ln unités perdues</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 steady, %2 shaken, %3 routed</source>
        <translation>%1 fermes, %2 ébranlées, %3 en déroute</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation>Chance aux dés</translation>
    </message>
    <message>
        <source>The most unlikely roll: %1</source>
        <translation>Le jet le plus improbable&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not read: %1</source>
        <translation>Illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 was taken out of the battle by the umpire.</source>
        <translation>%1 a été retirée de la bataille par l’arbitre.</translation>
    </message>
</context>
<context>
    <name>ReportCharts</name>
    <message>
        <source>Losses over the turns</source>
        <translation>Pertes au fil des tours</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>units lost</source>
        <translation>unités perdues</translation>
    </message>
    <message>
        <source>%1 losses</source>
        <translation>pertes de %1</translation>
    </message>
    <message>
        <source>How the units stood at the end of each turn</source>
        <translation>L&apos;état des unités à la fin de chaque tour</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>fermes</translation>
    </message>
    <message>
        <source>shaken</source>
        <translation>ébranlées</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>en déroute</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdues</translation>
    </message>
</context>
<context>
    <name>ReportDocument</name>
    <message numerus="yes">
        <source>%1 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %n tour</numerusform>
            <numerusform>%1 · %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>How it stands</source>
        <translation>La situation</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>Units lost</source>
        <translation>Unités perdues</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Fermes</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Ébranlées</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation>Tour par tour</translation>
    </message>
    <message>
        <source>Nothing has been played yet.</source>
        <translation>Rien n&apos;a encore été joué.</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation>Chance aux dés</translation>
    </message>
    <message>
        <source>Each side&apos;s dice against what the exact odds expected at the moment of each roll, with every modifier that applied then.</source>
        <translation>Les dés de chaque camp face à ce que les chances exactes prévoyaient au moment de chaque jet, avec tous les modificateurs qui s&apos;appliquaient alors.</translation>
    </message>
    <message>
        <source>No dice have been rolled yet.</source>
        <translation>Aucun dé n&apos;a encore été lancé.</translation>
    </message>
    <message>
        <source>The most unlikely roll</source>
        <translation>Le jet le plus improbable</translation>
    </message>
    <message>
        <source>Losses over the turns</source>
        <translation>Pertes au fil des tours</translation>
    </message>
    <message>
        <source>How the units stood</source>
        <translation>L&apos;état des unités</translation>
    </message>
</context>
<context>
    <name>ReportPage</name>
    <message>
        <source>The battle&apos;s report</source>
        <translation>Le rapport de la bataille</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <source>Save as HTML…</source>
        <translation>Enregistrer en HTML…</translation>
    </message>
    <message>
        <source>%1: %2 lost, %3 units out of play; %4 steady, %5 shaken, %6 routed</source>
        <translation>%1&#xa0;: %2 pertes, %3 unités hors de combat&#xa0;; %4 fermes, %5 ébranlées, %6 en déroute</translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation>Tour par tour</translation>
    </message>
    <message>
        <source>Nothing has been played yet.</source>
        <translation>Rien n&apos;a encore été joué.</translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation>Chance aux dés</translation>
    </message>
    <message>
        <source>Each side&apos;s dice against what the exact odds expected at the moment of each roll.</source>
        <translation>Les dés de chaque camp face à ce que les chances exactes prévoyaient au moment de chaque jet.</translation>
    </message>
    <message>
        <source>The most unlikely roll: %1</source>
        <translation>Le jet le plus improbable&#xa0;: %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Pages web (*.html)</translation>
    </message>
</context>
<context>
    <name>Resolver</name>
    <message>
        <source>no test &quot;%1&quot; in %2</source>
        <translation>aucun test «&#xa0;%1&#xa0;» dans %2</translation>
    </message>
    <message>
        <source>the test needs the unit taking it (the actor)</source>
        <translation>le test demande l&apos;unité qui le passe (actor)</translation>
    </message>
    <message>
        <source>enter %1 (input &quot;%2&quot;)</source>
        <translation>saisir %1 (donnée «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>%1 (input &quot;%2&quot;) is %3 to %4, not %5</source>
        <translation>%1 (donnée «&#xa0;%2&#xa0;») va de %3 à %4, pas %5</translation>
    </message>
    <message>
        <source>because %1</source>
        <translation>parce que %1</translation>
    </message>
    <message>
        <source>only when %1</source>
        <translation>seulement si %1</translation>
    </message>
    <message>
        <source>rating %1</source>
        <translation>valeur %1</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <translation>%1 × %2 (%3)</translation>
    </message>
    <message>
        <source>tick it if it applies</source>
        <translation>cocher si cela s&apos;applique</translation>
    </message>
    <message>
        <source>choose one if it applies</source>
        <translation>en choisir un si cela s&apos;applique</translation>
    </message>
    <message>
        <source>%1 gives no dice (&quot;%2&quot;)</source>
        <translation>%1 ne donne aucun dé («&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>none of the dice choices fits this unit</source>
        <translation>aucun des choix de dés ne convient à cette unité</translation>
    </message>
    <message>
        <source>%1 judges dice one by one, and &quot;%2&quot; are not plain dice of one size</source>
        <translation>%1 juge les dés un par un, et «&#xa0;%2&#xa0;» ne sont pas de simples dés d&apos;une seule taille</translation>
    </message>
    <message>
        <source>%1 rolls one die, not %2</source>
        <translation>%1 lance un seul dé, pas %2</translation>
    </message>
    <message>
        <source>%1 would roll %2 dice; Adjutant rolls at most %3 for one test</source>
        <translation>%1 lancerait %2 dés&#xa0;; Adjutant en lance au plus %3 pour un test</translation>
    </message>
    <message numerus="yes">
        <source>%1, each of %n die/dice</source>
        <translation>
            <numerusform>%1, sur %n dé</numerusform>
            <numerusform>%1, sur chacun des %n dés</numerusform>
        </translation>
    </message>
    <message>
        <source>roll %1</source>
        <translation>lancer %1</translation>
    </message>
    <message>
        <source>%1 has no row for %2. %3</source>
        <translation>%1 n&apos;a pas de ligne pour %2. %3</translation>
    </message>
    <message>
        <source>roll %1 on %2, row %3</source>
        <translation>lancer %1 sur %2, ligne %3</translation>
    </message>
    <message>
        <source>%1 %2 against %3 (already rolled) %4</source>
        <translation>%1 %2 contre %3 (déjà lancé) %4</translation>
    </message>
    <message>
        <source>%1 %2 against %1 %3</source>
        <translation>%1 %2 contre %1 %3</translation>
    </message>
    <message>
        <source>a roll on %1 came after %2 other table rolls in a row: the ruleset&apos;s tables lead to one another; no further roll was made</source>
        <translation>un jet sur %1 est venu après %2 autres jets de table d&apos;affilée&#xa0;: les tables des règles renvoient les unes aux autres&#xa0;; aucun autre jet n&apos;a été fait</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>every unit: no longer %1</source>
        <translation>toutes les unités&#xa0;: plus %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is removed from play</source>
        <translation>%1 est retirée du jeu</translation>
    </message>
    <message>
        <source>the follow-ups went more than %1 deep, to %2: the ruleset&apos;s follow-ups loop and the dice have not ended it; resolved up to there</source>
        <translation>les tests consécutifs sont allés à plus de %1 niveaux, jusqu&apos;à %2&#xa0;: ceux des règles tournent en boucle et les dés n&apos;y ont pas mis fin&#xa0;; résolu jusque-là</translation>
    </message>
    <message>
        <source>more than %1 tests in one cascade, up to %2: the ruleset&apos;s follow-ups multiply; resolved up to there</source>
        <translation>plus de %1 tests dans une chaîne, jusqu&apos;à %2&#xa0;: les tests consécutifs des règles se multiplient&#xa0;; résolu jusque-là</translation>
    </message>
    <message>
        <source>a d%1 has no face %2</source>
        <translation>un d%1 n&apos;a pas de face %2</translation>
    </message>
    <message>
        <source>more dice are needed for the table roll of %1</source>
        <translation>il faut plus de dés pour le jet de table de %1</translation>
    </message>
    <message>
        <source>for each success of %1</source>
        <translation>pour chaque réussite de %1</translation>
    </message>
    <message>
        <source>for each failure of %1</source>
        <translation>pour chaque échec de %1</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>après %1</translation>
    </message>
    <message>
        <source>roll %1 for each part on %2, rows %3</source>
        <translation>lancer %1 pour chaque part sur %2, lignes %3</translation>
    </message>
    <message>
        <source>%1 has no row for %2</source>
        <translation>%1 n&apos;a pas de ligne pour %2</translation>
    </message>
    <message>
        <source>%1 has no weapon to measure the range by</source>
        <translation>%1 n&apos;a pas d&apos;arme pour mesurer la portée</translation>
    </message>
    <message>
        <source>out of range: %1 reaches %2&quot;, the target is %3&quot; away</source>
        <translation>hors de portée&#xa0;: %1 porte à %2&quot;, la cible est à %3&quot;</translation>
    </message>
    <message>
        <source>not allowed unless %1</source>
        <translation>permis seulement si %1</translation>
    </message>
    <message>
        <source>%1 (already rolled) %2 against %3 %4</source>
        <translation>%1 (déjà lancé) %2 contre %3 %4</translation>
    </message>
    <message>
        <source>the die already rolled shows 1 to %1 (0: roll it now)</source>
        <translation>le dé déjà lancé montre 1 à %1 (0&#xa0;: le lancer maintenant)</translation>
    </message>
    <message>
        <source>only one side&apos;s die can have been rolled already</source>
        <translation>seul le dé d’un camp peut avoir déjà été lancé</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: now %2</source>
        <translation>%1&#xa0;: désormais %2</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>%1 %2</source>
        <comment>a figure called by its role and its number in the unit: Ranker 3</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>RulesGuide</name>
    <message>
        <source>Each die is judged on its own; the successes are counted.</source>
        <translation>Chaque dé est jugé seul&#xa0;; on compte les succès.</translation>
    </message>
    <message>
        <source>One die against a score to reach.</source>
        <translation>Un dé contre un score à atteindre.</translation>
    </message>
    <message>
        <source>One die that must come at or under a score.</source>
        <translation>Un dé qui doit faire au plus un score.</translation>
    </message>
    <message>
        <source>The dice are added up with the modifiers; the total falls in one of the results below.</source>
        <translation>On additionne les dés et les modificateurs&#xa0;; le total tombe dans l&apos;un des résultats ci-dessous.</translation>
    </message>
    <message>
        <source>The roll with its modifiers is read on a table.</source>
        <translation>Le jet avec ses modificateurs se lit sur une table.</translation>
    </message>
    <message>
        <source>Both sides roll and add their modifiers; the difference decides.</source>
        <translation>Les deux camps lancent et ajoutent leurs modificateurs&#xa0;; la différence décide.</translation>
    </message>
    <message>
        <source>Dice: as %1 says</source>
        <translation>Dés&#xa0;: selon %1</translation>
    </message>
    <message>
        <source>%1 when %2</source>
        <translation>%1 quand %2</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Dice: a d%1 for each of %2</source>
        <translation>Dés&#xa0;: un d%1 pour chacun de %2</translation>
    </message>
    <message>
        <source>Dice: %1d%2</source>
        <translation>Dés&#xa0;: %1d%2</translation>
    </message>
    <message>
        <source>Needs %1 or more; the modifiers change the score needed, not the roll.</source>
        <translation>Il faut %1 ou plus&#xa0;; les modificateurs changent le score à faire, pas le jet.</translation>
    </message>
    <message>
        <source>Needs %1 or more after the modifiers.</source>
        <translation>Il faut %1 ou plus après les modificateurs.</translation>
    </message>
    <message>
        <source>Needs %1 or less after the modifiers.</source>
        <translation>Il faut %1 ou moins après les modificateurs.</translation>
    </message>
    <message>
        <source>Needs %1 or less; the modifiers raise or lower that score.</source>
        <translation>Il faut %1 ou moins&#xa0;; les modificateurs relèvent ou abaissent ce score.</translation>
    </message>
    <message>
        <source>Adds %1 to the roll.</source>
        <translation>Ajoute %1 au jet.</translation>
    </message>
    <message>
        <source>Takes %1 off the total.</source>
        <translation>Retire %1 du total.</translation>
    </message>
    <message>
        <source>The row is %1.</source>
        <translation>La ligne est %1.</translation>
    </message>
    <message>
        <source>A natural %1 always passes, whatever the modifiers.</source>
        <translation>Un %1 naturel réussit toujours, quels que soient les modificateurs.</translation>
    </message>
    <message>
        <source>A natural %1 always fails, whatever the modifiers.</source>
        <translation>Un %1 naturel échoue toujours, quels que soient les modificateurs.</translation>
    </message>
    <message>
        <source>Those natural faces decide only when %1.</source>
        <translation>Ces faces naturelles ne décident que quand %1.</translation>
    </message>
    <message>
        <source>The players enter %1 (%2 to %3).</source>
        <translation>Les joueurs saisissent %1 (%2 à %3).</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 for each of %2</source>
        <translation>%1 pour chacun de %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>when %1</source>
        <translation>quand %1</translation>
    </message>
    <message>
        <source>tick it when the table shows it</source>
        <translation>à cocher quand la table le montre</translation>
    </message>
    <message>
        <source>choose the one the table shows</source>
        <translation>choisir ce que montre la table</translation>
    </message>
    <message>
        <source>for the other side</source>
        <translation>pour l&apos;autre camp</translation>
    </message>
    <message>
        <source>for each side</source>
        <translation>pour chaque camp</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Le tour</translation>
    </message>
    <message numerus="yes">
        <source>A deck of cards decides who acts: %n card(s) at a time.</source>
        <translation>
            <numerusform>Un paquet de cartes décide qui agit&#xa0;: %n carte à la fois.</numerusform>
            <numerusform>Un paquet de cartes décide qui agit&#xa0;: %n cartes à la fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>one per unit</source>
        <translation>une par unité</translation>
    </message>
    <message>
        <source>one per commander</source>
        <translation>une par commandant</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n dans le paquet</numerusform>
            <numerusform>%n dans le paquet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; ends the turn</source>
        <translation>%1&#xa0;; termine le tour</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>on a pass</source>
        <translation>en cas de réussite</translation>
    </message>
    <message>
        <source>on a fail</source>
        <translation>en cas d&apos;échec</translation>
    </message>
    <message>
        <source>Then: %1. %2</source>
        <translation>Ensuite&#xa0;: %1. %2</translation>
    </message>
    <message>
        <source>Roll %1 and read the row.</source>
        <translation>Lancer %1 et lire la ligne.</translation>
    </message>
    <message>
        <source>%1 gives %2</source>
        <translation>%1 donne %2</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Ligne %1</translation>
    </message>
</context>
<context>
    <name>RulesetLoader</name>
    <message>
        <source>passed over for its mistakes; the first: %1</source>
        <translation>ignorées à cause de leurs erreurs&#xa0;; la première&#xa0;: %1</translation>
    </message>
    <message>
        <source>no ruleset &quot;%1&quot;; &apos;adjutant-cli rulesets&apos; lists them</source>
        <translation>pas de règles «&#xa0;%1&#xa0;»&#xa0;; «&#xa0;adjutant-cli rulesets&#xa0;» les liste</translation>
    </message>
    <message>
        <source>this Adjutant reads format %1, not %2</source>
        <translation>cet Adjutant lit le format %1, pas %2</translation>
    </message>
    <message>
        <source>an id uses letters, digits and hyphens only</source>
        <translation>un identifiant n&apos;a que des lettres, des chiffres et des tirets</translation>
    </message>
    <message>
        <source>duplicate %1 id &quot;%2&quot;; the first is at %3</source>
        <translation>identifiant de %1 «&#xa0;%2&#xa0;» en double&#xa0;; le premier se trouve à %3</translation>
    </message>
    <message>
        <source>an option needs at least two choices</source>
        <translation>une option demande au moins deux choix</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of this option&apos;s choices</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un des choix de cette option</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>duplicate step &quot;%1&quot; in this ladder</source>
        <translation>échelon «&#xa0;%1&#xa0;» en double dans cette échelle</translation>
    </message>
    <message>
        <source>a ladder needs at least one step</source>
        <translation>une échelle demande au moins un échelon</translation>
    </message>
    <message>
        <source>no formation &quot;%1&quot; is defined</source>
        <translation>aucune formation «&#xa0;%1&#xa0;» n&apos;est définie</translation>
    </message>
    <message>
        <source>kind must be ladder, integer, flag or choice</source>
        <translation>kind vaut ladder, integer, flag ou choice</translation>
    </message>
    <message>
        <source>no ladder &quot;%1&quot; is defined</source>
        <translation>aucune échelle «&#xa0;%1&#xa0;» n&apos;est définie</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a step of the ladder &quot;%2&quot;</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un échelon de l&apos;échelle «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>no unit type has the attribute &quot;%1&quot;</source>
        <translation>aucun type d&apos;unité n&apos;a l&apos;attribut «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>only &quot;formations&quot; can supply choices</source>
        <translation>seul «&#xa0;formations&#xa0;» peut fournir des choix</translation>
    </message>
    <message>
        <source>a choice field needs &quot;choices&quot; or &quot;choicesFrom&quot;</source>
        <translation>un champ à choix demande «&#xa0;choices&#xa0;» ou «&#xa0;choicesFrom&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the choices</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un des choix</translation>
    </message>
    <message>
        <source>no field &quot;%1&quot;</source>
        <translation>aucun champ «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas %2</translation>
    </message>
    <message>
        <source>no test &quot;%1&quot;</source>
        <translation>aucun test «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>no flag field &quot;%1&quot;</source>
        <translation>aucun champ booléen «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>expected a field or &quot;type.&quot; and a unit type attribute</source>
        <translation>un champ, ou «&#xa0;type.&#xa0;» et un attribut du type d&apos;unité, est attendu</translation>
    </message>
    <message>
        <source>expected &quot;lost&quot; or &quot;left&quot;</source>
        <translation>«&#xa0;lost&#xa0;» ou «&#xa0;left&#xa0;» attendu</translation>
    </message>
    <message>
        <source>a ladder or a choice</source>
        <translation>une échelle ou un choix</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a value of %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une valeur de %2</translation>
    </message>
    <message>
        <source>expected &quot;steady&quot;, &quot;shaken&quot; or &quot;routed&quot;</source>
        <translation>«&#xa0;steady&#xa0;», «&#xa0;shaken&#xa0;» ou «&#xa0;routed&#xa0;» attendu</translation>
    </message>
    <message>
        <source>a choice</source>
        <translation>un choix</translation>
    </message>
    <message>
        <source>a flag</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>removal needs an integer field, such as casualties</source>
        <translation>removal demande un champ entier, comme casualties</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>this test declares no input &quot;%1&quot;</source>
        <translation>ce test ne déclare aucune donnée «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>no option &quot;%1&quot; is defined</source>
        <translation>aucune option «&#xa0;%1&#xa0;» n&apos;est définie</translation>
    </message>
    <message>
        <source>start with %1, input. or option.</source>
        <translation>commencez par %1, input. ou option.</translation>
    </message>
    <message>
        <source>no field &quot;%1&quot; is defined</source>
        <translation>aucun champ «&#xa0;%1&#xa0;» n&apos;est défini</translation>
    </message>
    <message>
        <source>no step of the ladder &quot;%1&quot; has the attribute &quot;%2&quot;</source>
        <translation>aucun échelon de l&apos;échelle «&#xa0;%1&#xa0;» n&apos;a l&apos;attribut «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>too many parts</source>
        <translation>trop de parties</translation>
    </message>
    <message>
        <source>expected text naming %1</source>
        <translation>un texte nommant %1 est attendu</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not %2; one of: %3</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas %2&#xa0;; l&apos;un de&#xa0;: %3</translation>
    </message>
    <message>
        <source>a step of %1</source>
        <translation>un échelon de %1</translation>
    </message>
    <message>
        <source>a choice of %1</source>
        <translation>un choix de %1</translation>
    </message>
    <message>
        <source>%1 is a flag: compare it with true or false</source>
        <translation>%1 est un booléen&#xa0;: comparez-le à true ou false</translation>
    </message>
    <message>
        <source>%1 is a number</source>
        <translation>%1 est un nombre</translation>
    </message>
    <message>
        <source>a unit type</source>
        <translation>un type d&apos;unité</translation>
    </message>
    <message>
        <source>an arm</source>
        <translation>une arme</translation>
    </message>
    <message>
        <source>a choice of the option %1</source>
        <translation>un choix de l&apos;option %1</translation>
    </message>
    <message>
        <source>list at least one condition</source>
        <translation>donnez au moins une condition</translation>
    </message>
    <message>
        <source>compare a computed value with &quot;atLeast&quot;, &quot;atMost&quot; or &quot;is&quot;</source>
        <translation>comparez une valeur calculée avec «&#xa0;atLeast&#xa0;», «&#xa0;atMost&#xa0;» ou «&#xa0;is&#xa0;»</translation>
    </message>
    <message>
        <source>a condition needs &quot;field&quot;, &quot;option&quot;, &quot;all&quot;, &quot;any&quot; or &quot;not&quot;</source>
        <translation>une condition demande «&#xa0;field&#xa0;», «&#xa0;option&#xa0;», «&#xa0;all&#xa0;», «&#xa0;any&#xa0;» ou «&#xa0;not&#xa0;»</translation>
    </message>
    <message>
        <source>say what to compare with: &quot;is&quot;, &quot;in&quot;, &quot;atLeast&quot; or &quot;atMost&quot;</source>
        <translation>indiquez à quoi comparer&#xa0;: «&#xa0;is&#xa0;», «&#xa0;in&#xa0;», «&#xa0;atLeast&#xa0;» ou «&#xa0;atMost&#xa0;»</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, not %3</source>
        <translation>un nombre entier de %1 à %2 attendu, pas %3</translation>
    </message>
    <message>
        <source>&quot;result&quot; means a test&apos;s result: only effects may use it</source>
        <translation>«&#xa0;result&#xa0;» désigne le résultat d&apos;un test&#xa0;: seuls les effets peuvent l&apos;utiliser</translation>
    </message>
    <message>
        <source>give two values: [a, b]</source>
        <translation>donnez deux valeurs&#xa0;: [a, b]</translation>
    </message>
    <message>
        <source>give at least two values</source>
        <translation>donnez au moins deux valeurs</translation>
    </message>
    <message>
        <source>a value is a number, a reference, or sum, product, quotient, percent or choose</source>
        <translation>une valeur est un nombre, une référence, ou sum, product, quotient, percent ou choose</translation>
    </message>
    <message>
        <source>expected dice such as &quot;2d6&quot;, found %1</source>
        <translation>des dés comme «&#xa0;2d6&#xa0;» attendus, %1 trouvé</translation>
    </message>
    <message>
        <source>bad dice &quot;%1&quot;: %2</source>
        <translation>dés invalides «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>there is no d%1</source>
        <translation>il n&apos;existe pas de d%1</translation>
    </message>
    <message>
        <source>a test rolls 0 to %1 dice, not %2</source>
        <translation>un test lance 0 à %1 dés, pas %2</translation>
    </message>
    <message>
        <source>%1 rolls this many dice (%2): a number from 0 to %3</source>
        <translation>%1 lance autant de dés (%2)&#xa0;: un nombre de 0 à %3</translation>
    </message>
    <message>
        <source>an object of named modifier lists</source>
        <translation>un objet de listes de modificateurs nommées</translation>
    </message>
    <message>
        <source>no modifier set &quot;%1&quot; is defined</source>
        <translation>aucun jeu de modificateurs «&#xa0;%1&#xa0;» n&apos;est défini</translation>
    </message>
    <message>
        <source>a modifier set is a list of modifiers</source>
        <translation>un jeu de modificateurs est une liste de modificateurs</translation>
    </message>
    <message>
        <source>duplicate modifier id &quot;%1&quot;</source>
        <translation>identifiant de modificateur «&#xa0;%1&#xa0;» en double</translation>
    </message>
    <message>
        <source>a test has at most %1 modifiers, its sets&apos; included</source>
        <translation>un test a au plus %1 modificateurs, ceux de ses jeux compris</translation>
    </message>
    <message>
        <source>the tests have at most %1 modifiers in all, a set counted once for every test that uses it</source>
        <translation>les tests ont au plus %1 modificateurs en tout, un jeu comptant pour chaque test qui l&apos;utilise</translation>
    </message>
    <message>
        <source>fromRating needs a ladder field, such as actor.fire</source>
        <translation>fromRating demande un champ d&apos;échelle, comme actor.fire</translation>
    </message>
    <message>
        <source>a one-of modifier needs at least two choices</source>
        <translation>un modificateur à choix unique demande au moins deux choix</translation>
    </message>
    <message>
        <source>situational is true or &quot;one-of&quot;</source>
        <translation>situational vaut true ou «&#xa0;one-of&#xa0;»</translation>
    </message>
    <message>
        <source>choices belong to a &quot;one-of&quot; modifier</source>
        <translation>les choix appartiennent à un modificateur «&#xa0;one-of&#xa0;»</translation>
    </message>
    <message>
        <source>a modifier needs a &quot;value&quot; or &quot;fromRating&quot;</source>
        <translation>un modificateur demande «&#xa0;value&#xa0;» ou «&#xa0;fromRating&#xa0;»</translation>
    </message>
    <message>
        <source>side is &quot;actor&quot;, &quot;target&quot; or &quot;both&quot;</source>
        <translation>side vaut «&#xa0;actor&#xa0;», «&#xa0;target&#xa0;» ou «&#xa0;both&#xa0;»</translation>
    </message>
    <message>
        <source>only automatic modifiers apply to both sides; give each side its own toggle</source>
        <translation>seuls les modificateurs automatiques s&apos;appliquent aux deux camps&#xa0;; donnez à chaque camp sa propre case</translation>
    </message>
    <message>
        <source>an effect changes a field of a unit, such as actor.casualties</source>
        <translation>un effet modifie un champ d&apos;une unité, comme actor.casualties</translation>
    </message>
    <message>
        <source>add works on integer fields</source>
        <translation>add agit sur les champs entiers</translation>
    </message>
    <message>
        <source>step works on ladder fields</source>
        <translation>step agit sur les champs d&apos;échelle</translation>
    </message>
    <message>
        <source>remove names a role: %1</source>
        <translation>remove nomme un rôle&#xa0;: %1</translation>
    </message>
    <message>
        <source>clearAll names a flag field</source>
        <translation>clearAll nomme un champ booléen</translation>
    </message>
    <message>
        <source>no table &quot;%1&quot; is defined</source>
        <translation>aucune table «&#xa0;%1&#xa0;» n&apos;est définie</translation>
    </message>
    <message>
        <source>an effect is one of add, set, step, remove, clearAll, note, roll</source>
        <translation>un effet est l&apos;un de add, set, step, remove, clearAll, note, roll</translation>
    </message>
    <message>
        <source>actor is one of %1</source>
        <translation>actor vaut l&apos;un de %1</translation>
    </message>
    <message>
        <source>target is one of %1</source>
        <translation>target vaut l&apos;un de %1</translation>
    </message>
    <message>
        <source>no test &quot;%1&quot; is defined</source>
        <translation>aucun test «&#xa0;%1&#xa0;» n&apos;est défini</translation>
    </message>
    <message>
        <source>min %1 is above max %2</source>
        <translation>min %1 dépasse max %2</translation>
    </message>
    <message>
        <source>kind is threshold, roll-under, bands, table or opposed</source>
        <translation>kind vaut threshold, roll-under, bands, table ou opposed</translation>
    </message>
    <message>
        <source>modifiersOn is &quot;roll&quot; or &quot;target&quot;</source>
        <translation>modifiersOn vaut «&#xa0;roll&#xa0;» ou «&#xa0;target&#xa0;»</translation>
    </message>
    <message>
        <source>a natural face is a die face number</source>
        <translation>une face naturelle est un numéro de face du dé</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a random table; a table test needs a lookup table</source>
        <translation>«&#xa0;%1&#xa0;» est une table aléatoire&#xa0;; un test de table demande une table de consultation</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Échoué</translation>
    </message>
    <message>
        <source>%1 loops back: these follow-ups are taken whatever the dice, so the tests would never end</source>
        <translation>%1 revient sur lui-même&#xa0;: ces tests consécutifs sont passés quels que soient les dés, les tests ne finiraient donc jamais</translation>
    </message>
    <message>
        <source>dice judged one by one are plain dice of one size, such as d10 (or 3d10 in a pool)</source>
        <translation>des dés jugés un par un sont de simples dés d&apos;une seule taille, comme d10 (ou 3d10 dans une réserve)</translation>
    </message>
    <message>
        <source>a threshold test needs &quot;atLeast&quot;, &quot;atMost&quot; or &quot;targetFrom&quot;</source>
        <translation>un test à seuil demande «&#xa0;atLeast&#xa0;», «&#xa0;atMost&#xa0;» ou «&#xa0;targetFrom&#xa0;»</translation>
    </message>
    <message>
        <source>several dice judged one by one need &quot;pool&quot;: true</source>
        <translation>plusieurs dés jugés un par un demandent &quot;pool&quot;: true</translation>
    </message>
    <message>
        <source>a pool has perSuccess/perFailure, not onPass/onFail</source>
        <translation>une réserve a perSuccess/perFailure, pas onPass/onFail</translation>
    </message>
    <message>
        <source>a threshold test has onPass/onFail, not bands</source>
        <translation>un test à seuil a onPass/onFail, pas bands</translation>
    </message>
    <message>
        <source>a roll-under test needs &quot;atMost&quot; or &quot;targetFrom&quot;</source>
        <translation>un test sous la valeur demande «&#xa0;atMost&#xa0;» ou «&#xa0;targetFrom&#xa0;»</translation>
    </message>
    <message>
        <source>give onPass/onFail, or bands on how far the roll is over</source>
        <translation>donnez onPass/onFail, ou des bands selon l&apos;écart du jet au-dessus</translation>
    </message>
    <message>
        <source>a roll-under test rolls one die</source>
        <translation>un test sous la valeur lance un seul dé</translation>
    </message>
    <message>
        <source>this kind of test reads its result from bands</source>
        <translation>ce genre de test lit son résultat dans des bands</translation>
    </message>
    <message>
        <source>a table test needs &quot;table&quot; and &quot;row&quot;</source>
        <translation>un test de table demande «&#xa0;table&#xa0;» et «&#xa0;row&#xa0;»</translation>
    </message>
    <message>
        <source>an opposed test&apos;s modifiers say their side</source>
        <translation>les modificateurs d&apos;un test d&apos;opposition indiquent leur camp</translation>
    </message>
    <message>
        <source>write the dice without a success rule; the test says what passes</source>
        <translation>écrivez les dés sans règle de réussite&#xa0;; le test dit ce qui réussit</translation>
    </message>
    <message>
        <source>a cue is &quot;volley&quot;, &quot;cannon&quot; or &quot;charge&quot;</source>
        <translation>un cue vaut «&#xa0;volley&#xa0;», «&#xa0;cannon&#xa0;» ou «&#xa0;charge&#xa0;»</translation>
    </message>
    <message>
        <source>only an opposed test has a target&apos;s die to give</source>
        <translation>seul un test d&apos;opposition peut recevoir le dé de la cible</translation>
    </message>
    <message>
        <source>this test has no input &quot;%1&quot;</source>
        <translation>ce test n&apos;a pas de donnée «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a target&apos;s die can be given only when each side rolls one die with nothing added (&quot;d10&quot;)</source>
        <translation>le dé d&apos;une cible ne peut être donné que si chaque camp lance un seul dé sans rien ajouter («&#xa0;d10&#xa0;»)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; runs from 0 (rolled now) to at most %2, the die&apos;s faces</source>
        <translation>la donnée «&#xa0;%1&#xa0;» va de 0 (lancé maintenant) à au plus %2, les faces du dé</translation>
    </message>
    <message>
        <source>a table needs &quot;rows&quot; (a random table) or &quot;lookup&quot;</source>
        <translation>une table demande «&#xa0;rows&#xa0;» (table aléatoire) ou «&#xa0;lookup&#xa0;»</translation>
    </message>
    <message>
        <source>a random table needs &quot;dice&quot;</source>
        <translation>une table aléatoire demande «&#xa0;dice&#xa0;»</translation>
    </message>
    <message>
        <source>no row covers a roll of %1</source>
        <translation>aucune ligne ne couvre un jet de %1</translation>
    </message>
    <message>
        <source>several rows cover a roll of %1</source>
        <translation>plusieurs lignes couvrent un jet de %1</translation>
    </message>
    <message>
        <source>a movement row names either an &quot;arm&quot; or a &quot;unitType&quot;</source>
        <translation>une ligne de mouvement nomme soit un «&#xa0;arm&#xa0;», soit un «&#xa0;unitType&#xa0;»</translation>
    </message>
    <message>
        <source>no unit type &quot;%1&quot; is defined</source>
        <translation>aucun type d&apos;unité «&#xa0;%1&#xa0;» n&apos;est défini</translation>
    </message>
    <message>
        <source>no unit type has the arm &quot;%1&quot;</source>
        <translation>aucun type d&apos;unité n&apos;a l&apos;arme «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>an object keyed by movement column</source>
        <translation>un objet dont les clés sont des colonnes de mouvement</translation>
    </message>
    <message>
        <source>no movement column &quot;%1&quot; is declared; movementColumns: %2</source>
        <translation>aucune colonne de mouvement «&#xa0;%1&#xa0;» n&apos;est déclarée&#xa0;; movementColumns&#xa0;: %2</translation>
    </message>
    <message>
        <source>inches are a whole number from 0 to 1000</source>
        <translation>les pouces sont un nombre entier de 0 à 1000</translation>
    </message>
    <message>
        <source>a movement row gives the inches of a column at least</source>
        <translation>une ligne de mouvement donne au moins les pouces d&apos;une colonne</translation>
    </message>
    <message>
        <source>no movement column &quot;%1&quot; is declared before this one to be its base</source>
        <translation>aucune colonne de mouvement «&#xa0;%1&#xa0;» n&apos;est déclarée avant celle-ci pour lui servir de base</translation>
    </message>
    <message>
        <source>a number is needed</source>
        <translation>un nombre est attendu</translation>
    </message>
    <message>
        <source>a number, or an object of arm -&gt; number</source>
        <translation>un nombre, ou un objet arme -&gt; nombre</translation>
    </message>
    <message>
        <source>formed-only terrain needs the ruleset&apos;s &quot;formed&quot; condition</source>
        <translation>un terrain réservé aux troupes en ordre demande la condition «&#xa0;formed&#xa0;» des règles</translation>
    </message>
    <message>
        <source>a rate gives &quot;fraction&quot;, &quot;inches&quot; or &quot;forbidden&quot;: true</source>
        <translation>un taux donne «&#xa0;fraction&#xa0;», «&#xa0;inches&#xa0;» ou &quot;forbidden&quot;: true</translation>
    </message>
    <message>
        <source>an object of ranges in inches</source>
        <translation>un objet de portées en pouces</translation>
    </message>
    <message>
        <source>a range is a number of inches</source>
        <translation>une portée est un nombre de pouces</translation>
    </message>
    <message>
        <source>chainBy names a choice field, such as the army</source>
        <translation>chainBy nomme un champ à choix, comme l&apos;armée</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a choice of %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un choix de %2</translation>
    </message>
    <message>
        <source>name the rating that sets the cost: &quot;rating&quot; or &quot;ratingOption&quot;</source>
        <translation>nommez la valeur qui fixe le coût&#xa0;: «&#xa0;rating&#xa0;» ou «&#xa0;ratingOption&#xa0;»</translation>
    </message>
    <message>
        <source>the option&apos;s choice &quot;%1&quot; is not a field</source>
        <translation>le choix «&#xa0;%1&#xa0;» de l&apos;option n&apos;est pas un champ</translation>
    </message>
    <message>
        <source>an object: rating step -&gt; fraction of a move</source>
        <translation>un objet&#xa0;: échelon de valeur -&gt; fraction d&apos;un mouvement</translation>
    </message>
    <message>
        <source>a cost is a positive fraction of a move</source>
        <translation>un coût est une fraction positive d&apos;un mouvement</translation>
    </message>
    <message>
        <source>verdict is allowed, forbidden or test</source>
        <translation>verdict vaut allowed, forbidden ou test</translation>
    </message>
    <message>
        <source>draw 1 to 6 cards at a time</source>
        <translation>tirez 1 à 6 cartes à la fois</translation>
    </message>
    <message>
        <source>per is unit, commander or once</source>
        <translation>per vaut unit, commander ou once</translation>
    </message>
    <message>
        <source>only a card per unit or per commander has a when</source>
        <translation>seule une carte par unité ou par commandant a un when</translation>
    </message>
    <message>
        <source>duplicate card id &quot;%1&quot;</source>
        <translation>identifiant de carte «&#xa0;%1&#xa0;» en double</translation>
    </message>
    <message>
        <source>activation kind is deck or phases</source>
        <translation>le genre d&apos;activation vaut deck ou phases</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>a ruleset is a few hundred KB</source>
        <translation>des règles font quelques centaines de Ko</translation>
    </message>
    <message>
        <source>by is both, acting or other</source>
        <translation>by vaut both, acting ou other</translation>
    </message>
    <message>
        <source>no test or procedure &quot;%1&quot; is defined</source>
        <translation>aucun test ni procédure «&#xa0;%1&#xa0;» n&apos;est défini</translation>
    </message>
    <message>
        <source>side is first, second or none</source>
        <translation>side vaut first, second ou none</translation>
    </message>
    <message>
        <source>duplicate segment id &quot;%1&quot;</source>
        <translation>identifiant d&apos;étape «&#xa0;%1&#xa0;» en double</translation>
    </message>
    <message>
        <source>the initiative is an opposed test; &quot;%1&quot; is none</source>
        <translation>l&apos;initiative est un test opposé&#xa0;; «&#xa0;%1&#xa0;» n&apos;en est pas un</translation>
    </message>
    <message>
        <source>test &quot;%1&quot; has no result &quot;%2&quot;</source>
        <translation>le test «&#xa0;%1&#xa0;» n&apos;a pas de résultat «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>split every 1 or more points</source>
        <translation>split every&#xa0;: 1 point ou plus</translation>
    </message>
    <message>
        <source>only a lookup table is split</source>
        <translation>seule une table de consultation se divise</translation>
    </message>
    <message>
        <source>only a &quot;one-of&quot; modifier picks a range band</source>
        <translation>seul un modificateur «&#xa0;one-of&#xa0;» choisit une bande de portée</translation>
    </message>
    <message>
        <source>test &quot;%1&quot; has no input &quot;%2&quot; for the distance</source>
        <translation>le test «&#xa0;%1&#xa0;» n&apos;a pas d&apos;entrée «&#xa0;%2&#xa0;» pour la distance</translation>
    </message>
    <message>
        <source>atLeastField names an integer field, such as figures</source>
        <translation>atLeastField nomme un champ entier, comme figures</translation>
    </message>
    <message>
        <source>removal takes atLeastFrom or atLeastField, not both</source>
        <translation>removal prend atLeastFrom ou atLeastField, pas les deux</translation>
    </message>
    <message>
        <source>only a card per unit or per commander has a countFrom</source>
        <translation>seule une carte par unité ou par chef a un countFrom</translation>
    </message>
    <message>
        <source>countFrom names an integer field</source>
        <translation>countFrom nomme un champ entier</translation>
    </message>
    <message>
        <source>only a card that rolls on a table has tensFromNextCard</source>
        <translation>seule une carte qui lance sur une table a tensFromNextCard</translation>
    </message>
    <message>
        <source>onActivation belongs to a deck: it lands on the unit a card activates</source>
        <translation>onActivation appartient à un paquet&#xa0;: il s’applique à l’unité qu’une carte active</translation>
    </message>
    <message>
        <source>duplicate question id &quot;%1&quot;</source>
        <translation>identifiant de question en double «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>an order needs at least one effect</source>
        <translation>un ordre a besoin d’au moins un effet</translation>
    </message>
    <message>
        <source>chief is true or false</source>
        <translation>chief vaut true ou false</translation>
    </message>
    <message>
        <source>a d%1 is read off a die with a whole multiple of its faces, not a d%2</source>
        <translation>un d%1 se lit sur un dé ayant un multiple entier de ses faces, pas sur un d%2</translation>
    </message>
    <message>
        <source>read is halve-up or wrap, not &quot;%1&quot;</source>
        <translation>read vaut halve-up ou wrap, pas « %1 »</translation>
    </message>
    <message>
        <source>plus names an integer field of the unit</source>
        <translation>plus nomme un champ entier de l’unité</translation>
    </message>
    <message>
        <source>a re-roll is given by one unit: it takes no target</source>
        <translation>une relance est donnée par une unité : elle ne prend pas de cible</translation>
    </message>
    <message>
        <source>name the tests whose result owes this test</source>
        <translation>nommez les tests dont le résultat doit ce test</translation>
    </message>
    <message>
        <source>a unit does not take a test against itself</source>
        <translation>une unité ne passe pas de test contre elle-même</translation>
    </message>
    <message>
        <source>phase or turn</source>
        <translation>phase ou turn</translation>
    </message>
    <message>
        <source>a trigger covered by follow-ups or procedure steps owes nothing: leave out &quot;%1&quot;</source>
        <translation>un déclencheur couvert par des tests de suite ou des étapes d’une procédure ne doit rien : retirez &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; never takes the test &quot;%2&quot;: it covers nothing</source>
        <translation>&quot;%1&quot; ne fait jamais passer le test &quot;%2&quot; : il ne couvre rien</translation>
    </message>
    <message>
        <source>a role is actor, target, winner or loser</source>
        <translation>un rôle est actor, target, winner ou loser</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no winner or loser</source>
        <translation>&quot;%1&quot; ne désigne ni vainqueur ni vaincu</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no result &quot;%2&quot;</source>
        <translation>&quot;%1&quot; n’a pas de résultat &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no test, order or procedure &quot;%1&quot; is defined</source>
        <translation>aucun test, ordre ni procédure «&#xa0;%1&#xa0;» n&apos;est défini</translation>
    </message>
    <message>
        <source>endTurnAfterLastCard belongs to a deck</source>
        <translation>endTurnAfterLastCard appartient à un paquet de cartes</translation>
    </message>
    <message>
        <source>this order takes no target to pick a figure of</source>
        <translation>cet ordre n’a pas de cible où choisir une figurine</translation>
    </message>
    <message>
        <source>a figure&apos;s fields are integers and flags</source>
        <translation>les champs d’une figurine sont des entiers et des indicateurs</translation>
    </message>
    <message>
        <source>eachFigure goes with an effect on a figure, such as actor.figure.minor</source>
        <translation>eachFigure va avec un effet sur une figurine, comme actor.figure.minor</translation>
    </message>
    <message>
        <source>only a follow-up for each success or failure counts faces</source>
        <translation>seule une suite pour chaque réussite ou échec compte les faces</translation>
    </message>
    <message>
        <source>duplicate role &quot;%1&quot;</source>
        <translation>rôle &quot;%1&quot; en double</translation>
    </message>
    <message>
        <source>figures need at least one role</source>
        <translation>les figurines ont besoin d’au moins un rôle</translation>
    </message>
    <message>
        <source>a figure&apos;s field is an integer or a flag</source>
        <translation>un champ de figurine est un entier ou un indicateur</translation>
    </message>
    <message>
        <source>&quot;role&quot; is every figure&apos;s own: name the field otherwise</source>
        <translation>&quot;role&quot; appartient à chaque figurine&#xa0;: nommez le champ autrement</translation>
    </message>
    <message>
        <source>no figure role &quot;%1&quot;</source>
        <translation>pas de rôle de figurine &quot;%1&quot;</translation>
    </message>
    <message>
        <source>give &quot;count&quot; or &quot;upTo&quot;, one of them</source>
        <translation>donnez &quot;count&quot; ou &quot;upTo&quot;, l’un des deux</translation>
    </message>
    <message>
        <source>%1 is kept by another total already</source>
        <translation>%1 est déjà tenu par un autre total</translation>
    </message>
    <message>
        <source>an integer field takes a &quot;value&quot;</source>
        <translation>un champ entier prend une &quot;value&quot;</translation>
    </message>
    <message>
        <source>a flag takes &quot;holds&quot;: a condition</source>
        <translation>un indicateur prend &quot;holds&quot;&#xa0;: une condition</translation>
    </message>
    <message>
        <source>the figures keep integer fields and flags only</source>
        <translation>les figurines ne tiennent que des champs entiers et des indicateurs</translation>
    </message>
    <message>
        <source>this ruleset&apos;s units have no figures (see &quot;figures&quot;)</source>
        <translation>les unités de ces règles n’ont pas de figurines (voir &quot;figures&quot;)</translation>
    </message>
    <message>
        <source>of names a role: %1</source>
        <translation>of nomme un rôle&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is kept by the figures (a total): change a figure&apos;s field instead</source>
        <translation>%1 est tenu par les figurines (un total)&#xa0;: changez plutôt le champ d’une figurine</translation>
    </message>
    <message>
        <source>figures have no field &quot;%1&quot;</source>
        <translation>les figurines n’ont pas de champ &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a figure&apos;s role</source>
        <translation>le rôle d’une figurine</translation>
    </message>
    <message>
        <source>&quot;where&quot; goes with &quot;figures&quot; or &quot;figuresSum&quot;</source>
        <translation>&quot;where&quot; va avec &quot;figures&quot; ou &quot;figuresSum&quot;</translation>
    </message>
    <message>
        <source>figures names a role: actor or target</source>
        <translation>figures nomme un rôle&#xa0;: actor ou target</translation>
    </message>
    <message>
        <source>figuresSum adds up a figure&apos;s field, such as actor.figure.serious</source>
        <translation>figuresSum additionne un champ des figurines, comme actor.figure.serious</translation>
    </message>
    <message>
        <source>a test owed on activation follows no result: leave out &quot;%1&quot;</source>
        <translation>un test dû à l’activation ne suit aucun résultat&#xa0;: retirez &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the unit activated takes it, as actor</source>
        <translation>l’unité activée le passe, comme actor</translation>
    </message>
    <message>
        <source>a test owed on activation lapses with the turn</source>
        <translation>un test dû à l’activation tombe avec le tour</translation>
    </message>
</context>
<context>
    <name>SaveBattleDialog</name>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Adjutant battles (*.adjutant)</source>
        <translation>Batailles Adjutant (*.adjutant)</translation>
    </message>
</context>
<context>
    <name>ScenarioEditorPage</name>
    <message>
        <source>Build a battle: %1</source>
        <translation>Composer une bataille : %1</translation>
    </message>
    <message>
        <source>Build a battle</source>
        <translation>Composer une bataille</translation>
    </message>
    <message>
        <source>Which rule system is the battle fought under?</source>
        <translation>Sous quelle règle la bataille se joue-t-elle ?</translation>
    </message>
    <message>
        <source>The battle&apos;s name</source>
        <translation>Nom de la bataille</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Add a side</source>
        <translation>Ajouter un camp</translation>
    </message>
    <message>
        <source>Paste a list</source>
        <translation>Coller une liste</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Saved in your scenarios: %1</source>
        <translation>Enregistré dans vos scénarios : %1</translation>
    </message>
    <message>
        <source>Start…</source>
        <translation>Commencer…</translation>
    </message>
    <message>
        <source>⚠ Mistakes: %1. The battle can be saved as a draft, not started.</source>
        <translation>⚠ Erreurs : %1. La bataille peut être enregistrée comme brouillon, pas commencée.</translation>
    </message>
    <message>
        <source>Ready to start</source>
        <translation>Prête à commencer</translation>
    </message>
    <message>
        <source>Units: %1</source>
        <translation>Unités : %1</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Tap a side, commander or unit to edit it.</source>
        <translation>Touchez un camp, un chef ou une unité pour le modifier.</translation>
    </message>
    <message>
        <source>How this battle reads the rules where players differ</source>
        <translation>Comment cette bataille lit les règles là où les joueurs diffèrent</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>Retour à la liste</translation>
    </message>
    <message>
        <source>Start the battle</source>
        <translation>Commencer la bataille</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Buff</source>
        <translation>Chamois</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Échelon : %1</translation>
    </message>
    <message>
        <source>Type: %1</source>
        <translation>Type : %1</translation>
    </message>
    <message>
        <source>▲ Up</source>
        <translation>▲ Monter</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>▼ Down</source>
        <translation>▼ Descendre</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Duplicate with his units</source>
        <translation>Dupliquer avec ses unités</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Add a commander under</source>
        <translation>Ajouter un chef en dessous</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>Of type: %1</source>
        <translation>Du type : %1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add %1 %2</source>
        <translation>Ajouter %1 %2</translation>
    </message>
    <message>
        <source>Commander to move under: %1</source>
        <translation>Chef sous lequel déplacer : %1</translation>
    </message>
    <message>
        <source>Move under</source>
        <translation>Déplacer sous</translation>
    </message>
    <message>
        <source>Every unit of the side starts with</source>
        <translation>Chaque unité du camp commence avec</translation>
    </message>
    <message>
        <source>Ratings and starting state</source>
        <translation>Valeurs et état de départ</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (par défaut)</translation>
    </message>
    <message>
        <source>One unit a line under its commander&apos;s line; sides start with &quot;side: NAME&quot;. CSV from a spreadsheet works too when its first row names the columns. What is in the editor is replaced; Undo brings it back.</source>
        <translation>Une unité par ligne sous la ligne de son chef ; les camps commencent par « side: NAME ». Le CSV d&apos;un tableur convient aussi si sa première ligne nomme les colonnes. Le contenu de l&apos;éditeur est remplacé ; Annuler le rétablit.</translation>
    </message>
    <message>
        <source>The list</source>
        <translation>La liste</translation>
    </message>
    <message>
        <source>Nothing was read; these lines need mending:</source>
        <translation>Rien n&apos;a été lu ; ces lignes sont à corriger :</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Read the list</source>
        <translation>Lire la liste</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Scénarios (*.json)</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Exporté</translation>
    </message>
    <message>
        <source>Add a saved army…</source>
        <translation>Ajouter une armée enregistrée…</translation>
    </message>
    <message>
        <source>A side you saved before, as one more side</source>
        <translation>Un camp enregistré auparavant, comme camp de plus</translation>
    </message>
    <message>
        <source>Save as an army</source>
        <translation>Enregistrer comme armée</translation>
    </message>
    <message>
        <source>Keep this side to bring into later battles</source>
        <translation>Garder ce camp pour de prochaines batailles</translation>
    </message>
    <message>
        <source>Saved in your armies: %1</source>
        <translation>Enregistrée dans vos armées : %1</translation>
    </message>
    <message>
        <source>Your armies for %1: the one you choose comes in as one more side.</source>
        <translation>Vos armées pour %1 : celle que vous choisissez arrive comme camp de plus.</translation>
    </message>
    <message>
        <source>No saved armies for %1 yet: select a side and choose Save as an army.</source>
        <translation>Pas encore d’armée enregistrée pour %1 : choisissez un camp puis Enregistrer comme armée.</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 ajoutée</translation>
    </message>
    <message>
        <source>Order of battle in play: %1</source>
        <translation>Ordre de bataille en cours : %1</translation>
    </message>
    <message>
        <source>Apply to the battle</source>
        <translation>Appliquer à la bataille</translation>
    </message>
    <message>
        <source>Each change becomes a journal entry, undone like any other</source>
        <translation>Chaque changement devient une entrée du journal, annulable comme toute autre</translation>
    </message>
    <message>
        <source>In play: a unit added joins the battle, one deleted is taken out of it, and renames, moves and changed values are journaled one by one when you apply them. Sides and unit types stay as they began.</source>
        <translation>En cours de bataille : une unité ajoutée rejoint la bataille, une unité supprimée en est retirée, et les renommages, déplacements et valeurs changées sont journalisés un à un quand vous les appliquez. Les camps et les types d’unités restent tels qu’au début.</translation>
    </message>
    <message>
        <source>Drag %1 onto a commander or a unit</source>
        <translation>Faire glisser %1 sur un chef ou une unité</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n unit(s) and commander(s))</source>
        <translation>
            <numerusform>%1 (%n unité ou chef)</numerusform>
            <numerusform>%1 (%n unités et chefs)</numerusform>
        </translation>
    </message>
    <message>
        <source>Solid</source>
        <translation>Plein</translation>
    </message>
    <message>
        <source>Stripes</source>
        <translation>Rayures</translation>
    </message>
    <message>
        <source>Dots</source>
        <translation>Pois</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Damier</translation>
    </message>
    <message>
        <source>Pattern: %1</source>
        <translation>Motif&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n mistake(s) to mend before the changes can be applied</source>
        <translation>
            <numerusform>⚠ %n erreur à corriger avant de pouvoir appliquer les changements</numerusform>
            <numerusform>⚠ %n erreurs à corriger avant de pouvoir appliquer les changements</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ Not possible during a battle: %1</source>
        <translation>⚠ Impossible pendant une bataille&#xa0;: %1</translation>
    </message>
    <message>
        <source>No changes yet: Apply has nothing to do</source>
        <translation>Aucun changement pour l&apos;instant&#xa0;: rien à appliquer</translation>
    </message>
    <message numerus="yes">
        <source>%n joining the battle</source>
        <translation>
            <numerusform>%n entre dans la bataille</numerusform>
            <numerusform>%n entrent dans la bataille</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n taken out of the battle</source>
        <translation>
            <numerusform>%n retirée de la bataille</numerusform>
            <numerusform>%n retirées de la bataille</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moved to another commander</source>
        <translation>
            <numerusform>%n passée sous un autre chef</numerusform>
            <numerusform>%n passées sous un autre chef</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n renamed</source>
        <translation>
            <numerusform>%n renommée</numerusform>
            <numerusform>%n renommées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) corrected</source>
        <translation>
            <numerusform>%n valeur corrigée</numerusform>
            <numerusform>%n valeurs corrigées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) to apply: %1</source>
        <translation>
            <numerusform>%n changement à appliquer&#xa0;: %1</numerusform>
            <numerusform>%n changements à appliquer&#xa0;: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioLoader</name>
    <message>
        <source>this Adjutant reads scenario format 1, not %1</source>
        <translation>cet Adjutant lit le format de scénario 1, pas %1</translation>
    </message>
    <message>
        <source>an id uses letters, digits and hyphens only</source>
        <translation>un identifiant n&apos;a que des lettres, des chiffres et des tirets</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a battle needs at least two sides</source>
        <translation>une bataille demande au moins deux camps</translation>
    </message>
    <message>
        <source>%1 has no option &quot;%2&quot;; its options: %3</source>
        <translation>%1 n&apos;a pas d&apos;option «&#xa0;%2&#xa0;»&#xa0;; ses options&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 takes one of %2</source>
        <translation>%1 accepte l&apos;un de %2</translation>
    </message>
    <message>
        <source>duplicate side id &quot;%1&quot;</source>
        <translation>identifiant de camp «&#xa0;%1&#xa0;» en double</translation>
    </message>
    <message>
        <source>a side needs a commander</source>
        <translation>un camp demande un commandant</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;: every unit and commander needs its own</source>
        <translation>identifiant «&#xa0;%1&#xa0;» en double&#xa0;: chaque unité et chaque commandant demande le sien</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a unit type of %2; one of: %3</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un type d&apos;unité de %2&#xa0;; l&apos;un de&#xa0;: %3</translation>
    </message>
    <message>
        <source>an object of field values</source>
        <translation>un objet de valeurs de champs</translation>
    </message>
    <message>
        <source>%1 has no field &quot;%2&quot;</source>
        <translation>%1 n&apos;a pas de champ «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>l&apos;un de %1</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>un nombre entier de %1 à %2</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 accepte %2</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>written for &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>écrit pour «&#xa0;%1&#xa0;», pas pour «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>the key &quot;ruleset&quot; is required</source>
        <translation>la clé «&#xa0;ruleset&#xa0;» est obligatoire</translation>
    </message>
    <message>
        <source>the ruleset &quot;%1&quot; cannot be loaded: %2</source>
        <translation>les règles «&#xa0;%1&#xa0;» ne peuvent pas être chargées&#xa0;: %2</translation>
    </message>
    <message>
        <source>a scenario is a few tens of KB</source>
        <translation>un scénario fait quelques dizaines de Ko</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>impossible d&apos;enregistrer %1 : %2</translation>
    </message>
    <message>
        <source>a side&apos;s pattern is one of %1, not &quot;%2&quot;</source>
        <translation>le motif d&apos;un camp est l&apos;un de %1, pas « %2 »</translation>
    </message>
    <message>
        <source>%1 is counted from the unit&apos;s figures (%2 here): list them in &quot;roster&quot;, each with its own wounds, or leave it out</source>
        <translation>%1 se compte d’après les figurines de l’unité (%2 ici)&#xa0;: listez-les dans &quot;roster&quot;, chacune avec ses propres blessures, ou retirez-le</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Thème sombre</translation>
    </message>
    <message>
        <source>Easier on the eyes in a dim hall. Turn it off in daylight.</source>
        <translation>Plus doux pour les yeux dans une salle sombre. À éteindre en plein jour.</translation>
    </message>
    <message>
        <source>Roll dice by hand</source>
        <translation>Lancer les dés à la main</translation>
    </message>
    <message>
        <source>Tests start with the pad for typing the faces of real dice instead of the Roll button.</source>
        <translation>Les tests commencent par le pavé de saisie des faces de vrais dés au lieu du bouton Lancer.</translation>
    </message>
    <message>
        <source>Confirm before applying effects</source>
        <translation>Confirmer avant d&apos;appliquer les effets</translation>
    </message>
    <message>
        <source>A test&apos;s casualties and morale changes wait for your tap.</source>
        <translation>Les pertes et changements de moral d&apos;un test attendent votre confirmation.</translation>
    </message>
    <message>
        <source>Sounds at the table</source>
        <translation>Sons à la table</translation>
    </message>
    <message>
        <source>Short, soft cues when a card is drawn, a volley or a cannon fires, a unit breaks…</source>
        <translation>Des signaux brefs et doux quand une carte est tirée, qu&apos;une salve ou un canon tire, qu&apos;une unité rompt…</translation>
    </message>
    <message>
        <source>No sound device was found, so Adjutant stays silent.</source>
        <translation>Aucun périphérique audio trouvé&#xa0;: Adjutant reste silencieux.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Sound for %1</source>
        <translation>Son pour %1</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>Lecture à voix haute</translation>
    </message>
    <message>
        <source>The card drawn, the phase and each test&apos;s result are spoken, in the app&apos;s language.</source>
        <translation>La carte tirée, la phase et le résultat de chaque test sont lus à voix haute, dans la langue de l&apos;appli.</translation>
    </message>
    <message>
        <source>This system has no speech engine (on Debian: qt6-speech-flite-plugin), so nothing can be read aloud.</source>
        <translation>Ce système n&apos;a pas de synthèse vocale (sous Debian&#xa0;: qt6-speech-flite-plugin), rien ne peut donc être lu à voix haute.</translation>
    </message>
</context>
<context>
    <name>SituationJson</name>
    <message>
        <source>%1.type: &quot;%2&quot; is not a unit type of %3 (%4)</source>
        <translation>%1.type&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un type d&apos;unité de %3 (%4)</translation>
    </message>
    <message>
        <source>%1.%2: no such field in %3</source>
        <translation>%1.%2&#xa0;: aucun champ de ce nom dans %3</translation>
    </message>
    <message>
        <source>%1.%2: %3 does not fit this field</source>
        <translation>%1.%2&#xa0;: %3 ne convient pas à ce champ</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a situation has %2</source>
        <translation>clé inconnue «&#xa0;%1&#xa0;»&#xa0;; une situation a %2</translation>
    </message>
    <message>
        <source>%1: no modifier &quot;%2&quot; in %3</source>
        <translation>%1&#xa0;: aucun modificateur «&#xa0;%2&#xa0;» dans %3</translation>
    </message>
    <message>
        <source>%1.%2: &quot;%3&quot; is not a choice of that modifier</source>
        <translation>%1.%2&#xa0;: «&#xa0;%3&#xa0;» n&apos;est pas un choix de ce modificateur</translation>
    </message>
    <message>
        <source>tests.%1: no such test in %2</source>
        <translation>tests.%1&#xa0;: aucun test de ce nom dans %2</translation>
    </message>
    <message>
        <source>inputs.%1: a whole number is needed</source>
        <translation>inputs.%1&#xa0;: un nombre entier est attendu</translation>
    </message>
    <message>
        <source>%1: a list is needed</source>
        <translation>%1&#xa0;: une liste est attendue</translation>
    </message>
    <message>
        <source>%1: an object is needed</source>
        <translation>%1&#xa0;: un objet est attendu</translation>
    </message>
    <message>
        <source>%1: no such option in %2 (%3)</source>
        <translation>%1&#xa0;: aucune option de ce nom dans %2 (%3)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not one of %3</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est aucun de %3</translation>
    </message>
    <message>
        <source>%1.%2: counted from its figures (%3 here): give its roster, with the figures&apos; own wounds, instead</source>
        <translation>%1.%2&#xa0;: compté d’après ses figurines (%3 ici)&#xa0;: donnez plutôt sa liste de figurines, avec leurs propres blessures</translation>
    </message>
    <message>
        <source>%1: %2&apos;s units have no figures</source>
        <translation>%1&#xa0;: les unités de %2 n’ont pas de figurines</translation>
    </message>
    <message>
        <source>%1: a list of figures is needed</source>
        <translation>%1&#xa0;: il faut une liste de figurines</translation>
    </message>
    <message>
        <source>%1: a unit has at most %2 figures</source>
        <translation>%1&#xa0;: une unité a au plus %2 figurines</translation>
    </message>
    <message>
        <source>%1: a figure is an object with its id and role</source>
        <translation>%1&#xa0;: une figurine est un objet avec son id et son rôle</translation>
    </message>
    <message>
        <source>%1.id: each figure needs an id</source>
        <translation>%1.id&#xa0;: chaque figurine a besoin d’un id</translation>
    </message>
    <message>
        <source>%1.id: &quot;%2&quot; is the id of another figure</source>
        <translation>%1.id&#xa0;: &quot;%2&quot; est l’id d’une autre figurine</translation>
    </message>
    <message>
        <source>%1.role: &quot;%2&quot; is not a figure&apos;s role in %3 (%4)</source>
        <translation>%1.role&#xa0;: &quot;%2&quot; n’est pas un rôle de figurine dans %3 (%4)</translation>
    </message>
    <message>
        <source>%1.%2: figures have no such field in %3</source>
        <translation>%1.%2&#xa0;: les figurines n’ont pas ce champ dans %3</translation>
    </message>
</context>
<context>
    <name>SourceJsonReader</name>
    <message>
        <source>unexpected text after the end of the document</source>
        <translation>texte inattendu après la fin du document</translation>
    </message>
    <message>
        <source>the document ends where a value was expected</source>
        <translation>le document se termine là où une valeur était attendue</translation>
    </message>
    <message>
        <source>lists and objects nest more than %1 levels deep here; a ruleset needs a dozen at most</source>
        <translation>listes et objets s&apos;imbriquent ici sur plus de %1 niveaux&#xa0;; des règles en demandent une douzaine au plus</translation>
    </message>
    <message>
        <source>expected a value (text in quotes, a number, true, false, null, an object or a list)</source>
        <translation>une valeur est attendue (du texte entre guillemets, un nombre, true, false, null, un objet ou une liste)</translation>
    </message>
    <message>
        <source>expected a key in double quotes</source>
        <translation>une clé entre guillemets doubles est attendue</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in this object</source>
        <translation>la clé «&#xa0;%1&#xa0;» apparaît deux fois dans cet objet</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after the key &quot;%1&quot;</source>
        <translation>«&#xa0;:&#xa0;» attendu après la clé «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; after the value of &quot;%1&quot;</source>
        <translation>«&#xa0;,&#xa0;» ou «&#xa0;}&#xa0;» attendu après la valeur de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; in the list</source>
        <translation>«&#xa0;,&#xa0;» ou «&#xa0;]&#xa0;» attendu dans la liste</translation>
    </message>
    <message>
        <source>a line break inside text; close the quotes first</source>
        <translation>un saut de ligne dans le texte&#xa0;; fermez d&apos;abord les guillemets</translation>
    </message>
    <message>
        <source>\u needs four hexadecimal digits</source>
        <translation>\u demande quatre chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>unknown escape \%1 in text</source>
        <translation>séquence d&apos;échappement \%1 inconnue dans le texte</translation>
    </message>
    <message>
        <source>the text is never closed with a double quote</source>
        <translation>le texte n&apos;est jamais fermé par un guillemet double</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre</translation>
    </message>
</context>
<context>
    <name>StartOptionsDialog</name>
    <message>
        <source>How %1 reads the rules</source>
        <translation>Comment %1 lit les règles</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Start the battle</source>
        <translation>Commencer la bataille</translation>
    </message>
    <message>
        <source>These rules leave nothing to choose.</source>
        <translation>Ces règles ne laissent rien à choisir.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>StateJson</name>
    <message>
        <source>turn %1, phase %2, segment %3 is no point in this ruleset&apos;s turn</source>
        <translation>le tour %1, phase %2, séquence %3 n&apos;existe pas dans le tour de ces règles</translation>
    </message>
    <message>
        <source>a roll waits on the table &quot;%1&quot;, which the ruleset does not have</source>
        <translation>un jet attend la table «&#xa0;%1&#xa0;», que ces règles n&apos;ont pas</translation>
    </message>
    <message>
        <source>the table &quot;%1&quot; waits to be rolled, and the ruleset does not have it</source>
        <translation>la table «&#xa0;%1&#xa0;» attend un jet, et ces règles ne l&apos;ont pas</translation>
    </message>
    <message>
        <source>a unit joined without an id</source>
        <translation>une unité a rejoint sans identifiant</translation>
    </message>
    <message>
        <source>the unit &quot;%1&quot; joined, and it was there already</source>
        <translation>l&apos;unité «&#xa0;%1&#xa0;» a rejoint, alors qu&apos;elle était déjà là</translation>
    </message>
    <message>
        <source>the unit &quot;%1&quot; is missing</source>
        <translation>l&apos;unité «&#xa0;%1&#xa0;» manque</translation>
    </message>
    <message>
        <source>there is no unit &quot;%1&quot; in this battle</source>
        <translation>il n&apos;y a pas d&apos;unité «&#xa0;%1&#xa0;» dans cette bataille</translation>
    </message>
    <message>
        <source>the unit under &quot;%1&quot; says it is &quot;%2&quot;</source>
        <translation>l&apos;unité rangée sous «&#xa0;%1&#xa0;» se dit «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>a move names a unit not in this battle (&quot;%1&quot; to &quot;%2&quot;)</source>
        <translation>un déplacement nomme une unité absente de cette bataille («&#xa0;%1&#xa0;» vers «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>the withdrawn unit &quot;%1&quot; is not in this battle</source>
        <translation>l&apos;unité retirée «&#xa0;%1&#xa0;» n&apos;est pas dans cette bataille</translation>
    </message>
    <message>
        <source>the unit &quot;%1&quot; is withdrawn twice</source>
        <translation>l&apos;unité «&#xa0;%1&#xa0;» est retirée deux fois</translation>
    </message>
</context>
<context>
    <name>TestSheetView</name>
    <message>
        <source>Test sheet: %1</source>
        <translation>Fiche de test&#xa0;: %1</translation>
    </message>
    <message>
        <source>Test sheet</source>
        <translation>Fiche de test</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Target…</source>
        <translation>Cible…</translation>
    </message>
    <message>
        <source>Change the target</source>
        <translation>Changer de cible</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Drops the test under way</source>
        <translation>Abandonne le test en cours</translation>
    </message>
    <message>
        <source>Choose the target (or tap it in the order of battle)</source>
        <translation>Choisir la cible (ou la toucher dans l&apos;ordre de bataille)</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Cible %1</translation>
    </message>
    <message>
        <source>Enemies only</source>
        <translation>Ennemis seulement</translation>
    </message>
    <message>
        <source>Own side too…</source>
        <translation>Son propre camp aussi…</translation>
    </message>
    <message>
        <source>Fewer words</source>
        <translation>Moins de mots</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Why these numbers?</source>
        <translation>Pourquoi ces chiffres&#xa0;?</translation>
    </message>
    <message>
        <source>Counted: %1</source>
        <translation>Compté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Applied and written to the journal.</source>
        <translation>Appliqué et inscrit au journal.</translation>
    </message>
    <message>
        <source>Total %1 · %2</source>
        <translation>Total %1 · %2</translation>
    </message>
    <message>
        <source>Faces so far: %1</source>
        <translation>Faces jusqu&apos;ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>No faces yet</source>
        <translation>Pas encore de faces</translation>
    </message>
    <message>
        <source>d%1?</source>
        <translation>d%1&#xa0;?</translation>
    </message>
    <message>
        <source>Next: a d%1</source>
        <translation>Ensuite&#xa0;: un d%1</translation>
    </message>
    <message>
        <source>Take back the last face</source>
        <translation>Reprendre la dernière face</translation>
    </message>
    <message>
        <source>Roll the rest</source>
        <translation>Lancer le reste</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Why? %1</source>
        <translation>Pourquoi&#xa0;? %1</translation>
    </message>
    <message>
        <source>Owed: %1</source>
        <translation>Dû : %1</translation>
    </message>
    <message>
        <source>Apply now, owe the rest</source>
        <translation>Appliquer, devoir le reste</translation>
    </message>
    <message>
        <source>The follow-up tests not yet rolled join the tests owed</source>
        <translation>Les tests de suite pas encore lancés rejoignent les tests dus</translation>
    </message>
    <message>
        <source>Judged on %1</source>
        <translation>Jugé sur %1</translation>
    </message>
</context>
<context>
    <name>TestUnderWay</name>
    <message>
        <source>cannot keep the test under way in %1: %2</source>
        <translation>impossible de conserver le test en cours dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the test under way in %1 cannot be read</source>
        <translation>le test en cours dans %1 est illisible</translation>
    </message>
    <message>
        <source>the test under way in %1 is damaged: %2</source>
        <translation>le test en cours dans %1 est endommagé&#xa0;: %2</translation>
    </message>
    <message>
        <source>not a test</source>
        <translation>pas un test</translation>
    </message>
</context>
<context>
    <name>TestUnderWayDialog</name>
    <message>
        <source>A test was under way</source>
        <translation>Un test était en cours</translation>
    </message>
    <message>
        <source>A test is under way</source>
        <translation>Un test est en cours</translation>
    </message>
    <message>
        <source>Go on with it where it was left, or drop it?</source>
        <translation>Le reprendre là où il en était, ou l&apos;abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>Go back to it, or drop it and go on?</source>
        <translation>Y revenir, ou l&apos;abandonner et continuer&#xa0;?</translation>
    </message>
    <message>
        <source>Go on with it</source>
        <translation>Le reprendre</translation>
    </message>
    <message>
        <source>Back to the test</source>
        <translation>Retour au test</translation>
    </message>
    <message>
        <source>Drop it</source>
        <translation>L&apos;abandonner</translation>
    </message>
</context>
<context>
    <name>TurnSequence</name>
    <message>
        <source>%1 has no activation deck; use &quot;next&quot; to step through the turn</source>
        <translation>%1 n&apos;a pas de paquet d&apos;activation&#xa0;; avancez dans le tour avec «&#xa0;next&#xa0;»</translation>
    </message>
    <message>
        <source>The deck is used up</source>
        <translation>Le paquet est épuisé</translation>
    </message>
    <message>
        <source>Fate for %1: %2</source>
        <translation>Destin pour %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the fate roll is missing its dice</source>
        <translation>il manque ses dés au jet du destin</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 a obtenu %2</translation>
    </message>
    <message>
        <source>%1: %2; it applies to the next unit or commander activated</source>
        <translation>%1&#xa0;: %2&#xa0;; cela s&apos;applique à la prochaine unité ou au prochain commandant activé</translation>
    </message>
    <message>
        <source>the recorded shuffle is not a shuffle of this deck</source>
        <translation>le mélange enregistré n&apos;est pas un mélange de ce paquet</translation>
    </message>
    <message>
        <source>Drew %1</source>
        <translation>Carte tirée&#xa0;: %1</translation>
    </message>
    <message>
        <source> (dice rolled by the app: %1)</source>
        <translation> (dés lancés par l&apos;appli&#xa0;: %1)</translation>
    </message>
    <message>
        <source>%1 uses an activation deck; use &quot;draw&quot;</source>
        <translation>%1 utilise un paquet d&apos;activation&#xa0;; utilisez «&#xa0;draw&#xa0;»</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Turn %1 begins</source>
        <translation>Début du tour %1</translation>
    </message>
    <message numerus="yes">
        <source>reorder the next cards only: give the same cards as the top %n of the pile</source>
        <translation>
            <numerusform>ne réordonner que les prochaines cartes&#xa0;: donnez les mêmes cartes que celle du dessus de la pioche</numerusform>
            <numerusform>ne réordonner que les prochaines cartes&#xa0;: donnez les mêmes cartes que les %n du dessus de la pioche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next %n card(s) were rearranged</source>
        <translation>
            <numerusform>La prochaine carte a été réordonnée</numerusform>
            <numerusform>Les %n prochaines cartes ont été réordonnées</numerusform>
        </translation>
    </message>
    <message>
        <source>No initiative was taken: %1 goes first, as the order of battle lists the sides</source>
        <translation>Aucune initiative n&apos;a été tirée&#xa0;: %1 commence, dans l&apos;ordre de bataille</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Maintenant&#xa0;: %1</translation>
    </message>
    <message>
        <source>Now: %1 (%2 acting)</source>
        <translation>Maintenant&#xa0;: %1 (%2 agit)</translation>
    </message>
    <message>
        <source>%1 has the initiative and goes first</source>
        <translation>%1 a l&apos;initiative et commence</translation>
    </message>
    <message>
        <source>%1 has the initiative: its phase comes first this turn</source>
        <translation>%1 a l&apos;initiative&#xa0;: sa phase vient en premier ce tour-ci</translation>
    </message>
    <message>
        <source>the fate this card chose: %1</source>
        <translation>le destin que cette carte a choisi&#xa0;: %1</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Destin</translation>
    </message>
    <message>
        <source>%1: %2; the next card drawn chooses the fate</source>
        <translation>%1&#xa0;: %2&#xa0;; la prochaine carte tirée choisit le destin</translation>
    </message>
    <message>
        <source>%1: %2; it applies to the next unit activated that it is for (%3)</source>
        <translation>%1&#xa0;: %2&#xa0;; il s’applique à la prochaine unité activée à qui il est destiné (%3)</translation>
    </message>
    <message>
        <source>%1: %2; it applies at once</source>
        <translation>%1&#xa0;: %2&#xa0;; il s’applique tout de suite</translation>
    </message>
    <message numerus="yes">
        <source>%n fate die face(s) recorded but %1 used</source>
        <translation>
            <numerusform>%n face de dé du destin enregistrée mais %1 utilisée(s)</numerusform>
            <numerusform>%n faces de dé du destin enregistrées mais %1 utilisées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TutorOverlay</name>
    <message>
        <source>Guided first battle · step %1 of %2</source>
        <translation>Première bataille guidée · étape %1 sur %2</translation>
    </message>
    <message>
        <source>Do it on the lit control; the tutor goes on by itself.</source>
        <translation>Faites-le sur la commande éclairée ; le tuteur poursuit de lui-même.</translation>
    </message>
    <message>
        <source>The control for this step is not on the screen yet: go back a step, or carry on and it will appear.</source>
        <translation>La commande de cette étape n’est pas encore à l’écran : revenez d’une étape, ou continuez et elle apparaîtra.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Turn off the tutor</source>
        <translation>Éteindre le tuteur</translation>
    </message>
    <message>
        <source>The tutor keeps your place: resume it from Learn the rules.</source>
        <translation>Le tuteur garde votre place : reprenez-le depuis Apprendre les règles.</translation>
    </message>
</context>
<context>
    <name>TutorProgressFile</name>
    <message>
        <source>cannot save the tutor&apos;s progress in %1: %2</source>
        <translation>impossible d’enregistrer la progression du tuteur dans %1 : %2</translation>
    </message>
</context>
<context>
    <name>TutorialLoader</name>
    <message>
        <source>this Adjutant reads tutorial format 1, not %1</source>
        <translation>cet Adjutant lit le format de tutoriel 1, pas %1</translation>
    </message>
    <message>
        <source>an id uses letters, digits and hyphens only</source>
        <translation>un identifiant ne contient que des lettres, des chiffres et des tirets</translation>
    </message>
    <message>
        <source>a ruleset&apos;s id uses letters, digits and hyphens only</source>
        <translation>l’identifiant d’un jeu de règles ne contient que des lettres, des chiffres et des tirets</translation>
    </message>
    <message>
        <source>the scenario is a file beside the tutorial: its name alone</source>
        <translation>le scénario est un fichier à côté du tutoriel : son nom seul</translation>
    </message>
    <message>
        <source>a tutorial needs at least one step</source>
        <translation>un tutoriel a besoin d’au moins une étape</translation>
    </message>
    <message>
        <source>at most %1 steps: a first battle is short</source>
        <translation>au plus %1 étapes : une première bataille est courte</translation>
    </message>
    <message>
        <source>the last step is read (&quot;read&quot;): the tutor ends on its Next</source>
        <translation>la dernière étape se lit (« read ») : le tuteur finit sur son Suivant</translation>
    </message>
    <message>
        <source>another step has the id &quot;%1&quot;</source>
        <translation>une autre étape a l’identifiant « %1 »</translation>
    </message>
    <message>
        <source>%1 characters: at most %2, so that the bubble fits a small screen</source>
        <translation>%1 caractères : au plus %2, pour que la bulle tienne sur un petit écran</translation>
    </message>
    <message>
        <source>%1 characters: a title is at most 60</source>
        <translation>%1 caractères : un titre en a au plus 60</translation>
    </message>
    <message>
        <source>a control&apos;s objectName: a letter, then letters, digits, &quot;-&quot; or &quot;_&quot;</source>
        <translation>l’objectName d’une commande : une lettre, puis des lettres, des chiffres, « - » ou « _ »</translation>
    </message>
    <message>
        <source>a step done at the table points at the control to use</source>
        <translation>une étape faite à la table montre la commande à utiliser</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no event; one of: %2</source>
        <translation>« %1 » n’est pas un événement ; l’un de : %2</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>colonne %1 : %2</translation>
    </message>
    <message>
        <source>a tutorial is a few KB</source>
        <translation>un tutoriel fait quelques Ko</translation>
    </message>
    <message>
        <source>written for &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>écrit pour « %1 », pas « %2 »</translation>
    </message>
    <message>
        <source>a phase&apos;s or segment&apos;s id: letters, digits and hyphens</source>
        <translation>l&apos;identifiant d&apos;une phase ou d&apos;une étape : lettres, chiffres et traits d&apos;union</translation>
    </message>
    <message>
        <source>only a step done with Next (&quot;phase-advanced&quot;) waits for a phase or segment</source>
        <translation>seule une étape validée par Suivant (&quot;phase-advanced&quot;) attend une phase ou une étape</translation>
    </message>
</context>
<context>
    <name>UnitLine</name>
    <message>
        <source>Removed</source>
        <translation>Retirée</translation>
    </message>
    <message>
        <source>%1 of %2 lost</source>
        <translation>%1 perdus sur %2</translation>
    </message>
</context>
<context>
    <name>UnitOrderDialog</name>
    <message>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Move %1 under another commander</source>
        <translation>Placer %1 sous un autre chef</translation>
    </message>
    <message>
        <source>Take %1 out of the battle</source>
        <translation>Retirer %1 de la bataille</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>Take out</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>The new name shows everywhere at once; the journal keeps the old one.</source>
        <translation>Le nouveau nom s’affiche partout aussitôt ; le journal garde l’ancien.</translation>
    </message>
    <message>
        <source>Now under %1. It answers to the commander you choose from now on.</source>
        <translation>Actuellement sous %1. Elle obéit désormais au chef que vous choisissez.</translation>
    </message>
    <message>
        <source>It answers to the commander you choose from now on.</source>
        <translation>Elle obéit désormais au chef que vous choisissez.</translation>
    </message>
    <message>
        <source>For a unit entered by mistake or that never came: it leaves the order of battle and its card leaves the deck. It is not counted as lost (for a unit lost in the fight, set Removed in its state). Undo brings it back.</source>
        <translation>Pour une unité saisie par erreur ou jamais arrivée : elle quitte l’ordre de bataille et sa carte quitte le paquet. Elle ne compte pas comme perdue (pour une unité perdue au combat, cochez Retirée dans son état). Annuler la ramène.</translation>
    </message>
    <message>
        <source>Name, e.g. 1/43rd Foot</source>
        <translation>Nom, p. ex. 1/43rd Foot</translation>
    </message>
    <message>
        <source>The unit&apos;s new name</source>
        <translation>Le nouveau nom de l’unité</translation>
    </message>
    <message>
        <source>Its new commander: %1</source>
        <translation>Son nouveau chef : %1</translation>
    </message>
    <message>
        <source>Why (optional, for the journal)</source>
        <translation>Pourquoi (facultatif, pour le journal)</translation>
    </message>
    <message>
        <source>Why, for the journal</source>
        <translation>Pourquoi, pour le journal</translation>
    </message>
</context>
<context>
    <name>UnitRow</name>
    <message>
        <source>Show %1&apos;s units</source>
        <translation>Afficher les unités de %1</translation>
    </message>
    <message>
        <source>Hide %1&apos;s units</source>
        <translation>Masquer les unités de %1</translation>
    </message>
</context>
<context>
    <name>UnitSheetView</name>
    <message>
        <source>%1 · %2 · under %3</source>
        <translation>%1 · %2 · sous %3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Removed from play; its record stays.</source>
        <translation>Retirée du jeu&#xa0;; sa fiche est conservée.</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Other test…</source>
        <translation>Autre test…</translation>
    </message>
    <message>
        <source>Other tests</source>
        <translation>Autres tests</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Mark as moved</source>
        <translation>Marquer comme déplacée</translation>
    </message>
    <message>
        <source>Change formation</source>
        <translation>Changer de formation</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n morale test(s) on the way</source>
        <translation>
            <numerusform>%n test de moral en cours</numerusform>
            <numerusform>%n tests de moral en cours</numerusform>
        </translation>
    </message>
    <message>
        <source>State (changes are journaled)</source>
        <translation>État (les changements vont au journal)</translation>
    </message>
    <message>
        <source>Decrease %1</source>
        <translation>Diminuer %1</translation>
    </message>
    <message>
        <source>Increase %1</source>
        <translation>Augmenter %1</translation>
    </message>
    <message>
        <source>Formation change before the move: %1</source>
        <translation>Changement de formation avant le mouvement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Ground: %1</source>
        <translation>Terrain&#xa0;: %1</translation>
    </message>
    <message>
        <source>Inches moved</source>
        <translation>Pouces parcourus</translation>
    </message>
    <message>
        <source>Moved %1&quot;</source>
        <translation>A bougé de %1&quot;</translation>
    </message>
    <message>
        <source>Moved ✓</source>
        <translation>A bougé ✓</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>Order of battle (changes are journaled)</source>
        <translation>Ordre de bataille (les changements sont journalisés)</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Move under…</source>
        <translation>Placer sous…</translation>
    </message>
    <message>
        <source>Put it under another commander of its side</source>
        <translation>La placer sous un autre chef de son camp</translation>
    </message>
    <message>
        <source>Take out of the battle…</source>
        <translation>Retirer de la bataille…</translation>
    </message>
    <message>
        <source>For a unit entered by mistake or that never came; not a loss</source>
        <translation>Pour une unité saisie par erreur ou jamais arrivée ; pas une perte</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figurines</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>passes</source>
        <translation>réussit</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>échoue</translation>
    </message>
    <message>
        <source>a hit</source>
        <translation>une touche</translation>
    </message>
    <message>
        <source>a miss</source>
        <translation>un raté</translation>
    </message>
    <message>
        <source>a success</source>
        <translation>un succès</translation>
    </message>
    <message>
        <source>no success</source>
        <translation>pas de succès</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 ou moins</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>Natural %1: %2 whatever the modifiers.</source>
        <translation>%1 naturel&#xa0;: %2, quels que soient les modificateurs.</translation>
    </message>
    <message>
        <source>%1, needed %2: %3.</source>
        <translation>%1, il fallait %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1 %2 = %3, needed %4: %5.</source>
        <translation>%1 %2 = %3, il fallait %4&#xa0;: %5.</translation>
    </message>
    <message>
        <source>passes exactly</source>
        <translation>réussit tout juste</translation>
    </message>
    <message>
        <source>passes by %1</source>
        <translation>réussit de %1</translation>
    </message>
    <message>
        <source>fails by %1</source>
        <translation>échoue de %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 (%2 set aside)</source>
        <translation>%1 (%2 mis de côté)</translation>
    </message>
    <message>
        <source>Rolled %1 on %2.</source>
        <translation>%1 obtenu sur %2.</translation>
    </message>
    <message>
        <source>Rolled %1 on %2: %3.</source>
        <translation>%1 obtenu sur %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>The unit taking the test</source>
        <translation>L&apos;unité qui fait le test</translation>
    </message>
    <message>
        <source>the other side</source>
        <translation>l&apos;autre camp</translation>
    </message>
    <message>
        <source>%1 rolled %2 on %3: %4.</source>
        <translation>%1 a obtenu %2 sur %3&#xa0;: %4.</translation>
    </message>
    <message>
        <source>%1 had already rolled %2.</source>
        <translation>%1 avait déjà obtenu %2.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 from %n die/dice</source>
        <translation>
            <numerusform>%1 sur %n dé</numerusform>
            <numerusform>%1 sur %n dés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, so: %2</source>
        <translation>%1, donc&#xa0;: %2</translation>
    </message>
    <message>
        <source>So: %1</source>
        <translation>Donc&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 %2 (modifiers)</source>
        <translation>%1 %2 (modificateurs)</translation>
    </message>
    <message>
        <source>%1 %2 (base)</source>
        <translation>%1 %2 (base)</translation>
    </message>
    <message>
        <source>%1 %2 (the rest of the rule)</source>
        <translation>%1 %2 (le reste de la règle)</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Total %1.</source>
        <translation>Total %1.</translation>
    </message>
    <message>
        <source>Total %1: %2</source>
        <translation>Total %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 %2 = %3</source>
        <translation>%1 %2 = %3</translation>
    </message>
    <message>
        <source>%1 on the table gives %2</source>
        <translation>%1 donne %2 sur la table</translation>
    </message>
    <message>
        <source>%1 %2 = %3 against %4 %5 = %6</source>
        <translation>%1 %2 = %3 contre %4 %5 = %6</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1: %2. %3</source>
        <translation>%1&#xa0;: %2. %3</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 lost %2 and %3 lost %4 (%5): the side that loses more loses the melee, so %6 wins by %7.</source>
        <translation>%1 a perdu %2 et %3 a perdu %4 (%5)&#xa0;: le camp qui perd le plus perd la mêlée, donc %6 l&apos;emporte de %7.</translation>
    </message>
    <message>
        <source>%1 and %2 each lost %3 (%4): neither lost more, so the melee is drawn.</source>
        <translation>%1 et %2 ont perdu chacun %3 (%4)&#xa0;: aucun n&apos;a perdu plus, la mêlée est donc nulle.</translation>
    </message>
    <message>
        <source>%1: passed over by the umpire.</source>
        <translation>%1&#xa0;: passé par l&apos;arbitre.</translation>
    </message>
    <message>
        <source>In the end: %1.</source>
        <translation>Au bout du compte&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a unit and the figure of it a test fell on</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 had already rolled %2, against another figure.</source>
        <translation>%1 avait déjà obtenu %2, contre une autre figurine.</translation>
    </message>
    <message>
        <source>It falls on %1 of %2.</source>
        <translation>Il tombe sur %1 de %2.</translation>
    </message>
    <message>
        <source>A bout: %1 of %2 against %3 of %4.</source>
        <translation>Un duel&#xa0;: %1 de %2 contre %3 de %4.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>&lt;%1%</source>
        <translation>&lt;%1 %</translation>
    </message>
    <message>
        <source>&gt;%1%</source>
        <translation>&gt;%1 %</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>now %1</source>
        <translation>désormais %1</translation>
    </message>
    <message>
        <source>no longer %1</source>
        <translation>plus %1</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>a d%1</source>
        <translation>un d%1</translation>
    </message>
    <message>
        <source>no face of %1 passes</source>
        <translation>aucune face de %1 ne réussit</translation>
    </message>
    <message>
        <source>any face of %1 passes</source>
        <translation>toute face de %1 réussit</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 ou moins</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>needs %1 on %2</source>
        <translation>il faut %1 sur %2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>any</source>
        <translation>n&apos;importe lequel</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>a draw: %1 and %2 are level</source>
        <translation>égalité&#xa0;: %1 et %2 sont à égalité</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins by %n</source>
        <translation>
            <numerusform>%1 l&apos;emporte de %n</numerusform>
            <numerusform>%1 l&apos;emporte de %n</numerusform>
        </translation>
    </message>
    <message>
        <source>hits</source>
        <translation>touches</translation>
    </message>
    <message>
        <source>successes</source>
        <translation>réussites</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n touche</numerusform>
            <numerusform>%n touches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n réussite</numerusform>
            <numerusform>%n réussites</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::BattleSession</name>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Draw the first card</source>
        <translation>Tirer une carte</translation>
    </message>
    <message>
        <source>Draw the next card</source>
        <translation>Tirer la carte suivante</translation>
    </message>
    <message>
        <source>%1, under %2</source>
        <translation>%1, sous %2</translation>
    </message>
    <message>
        <source>The battle is open elsewhere</source>
        <translation>La bataille est ouverte ailleurs</translation>
    </message>
    <message>
        <source>The battle could not be opened</source>
        <translation>La bataille n&apos;a pas pu être ouverte</translation>
    </message>
    <message>
        <source>Open read-only: another Adjutant or program is writing this battle.</source>
        <translation>Ouvrir en lecture seule&#xa0;: un autre Adjutant ou programme écrit cette bataille.</translation>
    </message>
    <message>
        <source>The battle was damaged</source>
        <translation>La bataille était endommagée</translation>
    </message>
    <message>
        <source>The last action was never finished</source>
        <translation>La dernière action n&apos;a jamais été achevée</translation>
    </message>
    <message>
        <source>The battle could not be saved: %1</source>
        <translation>La bataille n&apos;a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>There is no battle to continue.</source>
        <translation>Il n&apos;y a pas de bataille à reprendre.</translation>
    </message>
    <message>
        <source>There is no demo battle called %1.</source>
        <translation>Il n&apos;y a pas de bataille de démonstration nommée %1.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not saved, so not done: %1</source>
        <translation>Non enregistré, donc non fait&#xa0;: %1</translation>
    </message>
    <message>
        <source>Give the unit a name.</source>
        <translation>Donnez un nom à l&apos;unité.</translation>
    </message>
    <message>
        <source>Its card is out this turn</source>
        <translation>Sa carte est déjà sortie ce tour</translation>
    </message>
    <message>
        <source>End of turn before its card: %1</source>
        <translation>Fin du tour avant sa carte&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 has the initiative. %2</source>
        <translation>%1 a l&apos;initiative. %2</translation>
    </message>
    <message>
        <source>%1 has no option &quot;%2&quot; with a choice &quot;%3&quot;</source>
        <translation>%1 n&apos;a pas d&apos;option «&#xa0;%2&#xa0;» avec le choix «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>Nothing was changed: %1</source>
        <translation>Rien n’a été changé : %1</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n change(s): %1</source>
        <translation>
            <numerusform>Arrêté après %n changement : %1</numerusform>
            <numerusform>Arrêté après %n changements : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) owed: %1</source>
        <translation>
            <numerusform>%n test dû : %1</numerusform>
            <numerusform>%n tests dus : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ChargeFlow</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No modifiers</source>
        <translation>Aucun modificateur</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2 (dice so far: %3)</source>
        <translation>%1&#xa0;: %2 (dés jusqu&apos;ici&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 %2&quot;</source>
        <translation>%1 %2&quot;</translation>
    </message>
    <message>
        <source>This ruleset has no %1 procedure</source>
        <translation>Ces règles n&apos;ont pas de procédure %1</translation>
    </message>
    <message>
        <source>Choose the unit charged</source>
        <translation>Choisir l&apos;unité chargée</translation>
    </message>
    <message>
        <source>Type the distance in inches</source>
        <translation>Saisir la distance en pouces</translation>
    </message>
    <message>
        <source>A d%1 has no face %2</source>
        <translation>Un d%1 n&apos;a pas de face %2</translation>
    </message>
    <message>
        <source>Roll a d%1</source>
        <translation>Lancer un d%1</translation>
    </message>
    <message>
        <source>die %1 of %2</source>
        <translation>dé %1 sur %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>Drawn: each side lost %1 (%2)</source>
        <translation>Indécis&#xa0;: chaque camp a perdu %1 (%2)</translation>
    </message>
    <message>
        <source>%1 wins by %2 (%3: %4 against %5)</source>
        <translation>%1 l&apos;emporte de %2 (%3&#xa0;: %4 contre %5)</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Total %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Égalité&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 wins by %2: %3</source>
        <translation>%1 l&apos;emporte de %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: skipped by the umpire</source>
        <translation>%1&#xa0;: passé par l&apos;arbitre</translation>
    </message>
    <message>
        <source>%1 about %2</source>
        <translation>%1 environ %2</translation>
    </message>
    <message numerus="yes">
        <source>Estimated from %n simulated charge(s), each chance within %1 either way (19 times in 20): too many ways for the charge to go to work them all out.</source>
        <translation>
            <numerusform>Estimé à partir de %n charge simulée, chaque chance à %1 près (19 fois sur 20)&#xa0;: la charge peut tourner de trop de façons pour toutes les calculer.</numerusform>
            <numerusform>Estimé à partir de %n charges simulées, chaque chance à %1 près (19 fois sur 20)&#xa0;: la charge peut tourner de trop de façons pour toutes les calculer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Say why the umpire allows it: the journal keeps the reason.</source>
        <translation>Dites pourquoi l’arbitre l’autorise : le journal garde la raison.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::DiceController</name>
    <message>
        <source>rolled by the app</source>
        <translation>lancés par l&apos;appli</translation>
    </message>
    <message>
        <source>typed from real dice</source>
        <translation>saisis d&apos;après de vrais dés</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::LearnController</name>
    <message>
        <source>No drills yet in this system.</source>
        <translation>Pas encore d&apos;exercice dans ce système.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n right · streak %2 · best %3</source>
        <translation>
            <numerusform>%1 sur %n juste · série %2 · record %3</numerusform>
            <numerusform>%1 sur %n justes · série %2 · record %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ModifierListModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::OrderOfBattleModel</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message>
        <source>Any commander</source>
        <translation>Tout commandant</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::Preferences</name>
    <message>
        <source>A card drawn</source>
        <translation>Une carte tirée</translation>
    </message>
    <message>
        <source>The next phase</source>
        <translation>La phase suivante</translation>
    </message>
    <message>
        <source>Dice rolled by the app</source>
        <translation>Dés lancés par l&apos;appli</translation>
    </message>
    <message>
        <source>A volley</source>
        <translation>Une salve</translation>
    </message>
    <message>
        <source>A cannon</source>
        <translation>Un canon</translation>
    </message>
    <message>
        <source>A charge</source>
        <translation>Une charge</translation>
    </message>
    <message>
        <source>A unit breaks</source>
        <translation>Une unité rompt</translation>
    </message>
    <message>
        <source>The end of the turn</source>
        <translation>La fin du tour</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ReportView</name>
    <message numerus="yes">
        <source>%1 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %n tour</numerusform>
            <numerusform>%1 · %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>a report is saved as .pdf or .html</source>
        <translation>un rapport s&apos;enregistre en .pdf ou en .html</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Enregistré sous %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ScenarioEditorModel</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>not %1</source>
        <translation>pas %1</translation>
    </message>
    <message>
        <source>The ruleset %1 cannot be loaded</source>
        <translation>Le jeu de règles %1 ne peut pas être chargé</translation>
    </message>
    <message>
        <source>A new battle</source>
        <translation>Une nouvelle bataille</translation>
    </message>
    <message>
        <source>First side</source>
        <translation>Premier camp</translation>
    </message>
    <message>
        <source>Second side</source>
        <translation>Second camp</translation>
    </message>
    <message>
        <source>Commander-in-chief</source>
        <translation>Commandant en chef</translation>
    </message>
    <message>
        <source>Rename the battle</source>
        <translation>Renommer la bataille</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>Choisir %1</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Couleur de %1</translation>
    </message>
    <message>
        <source>Type of %1</source>
        <translation>Type de %1</translation>
    </message>
    <message>
        <source>Level of %1</source>
        <translation>Échelon de %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 of %2 back to its default</source>
        <translation>%1 de %2 remis par défaut</translation>
    </message>
    <message>
        <source>Add a side</source>
        <translation>Ajouter un camp</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>%1 commander</source>
        <translation>Chef (%1)</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Add a %1</source>
        <translation>Ajouter : %1</translation>
    </message>
    <message>
        <source>Add %1 × %2</source>
        <translation>Ajouter %1 × %2</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>Dupliquer %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>Monter %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>Descendre %1</translation>
    </message>
    <message>
        <source>Move %1 under %2</source>
        <translation>Déplacer %1 sous %2</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>pasted list</source>
        <translation>liste collée</translation>
    </message>
    <message>
        <source>Paste a list</source>
        <translation>Coller une liste</translation>
    </message>
    <message>
        <source>a scenario is a few tens of KB</source>
        <translation>un scénario fait quelques dizaines de Ko</translation>
    </message>
    <message>
        <source>%1 is not a scenario file: %2</source>
        <translation>%1 n&apos;est pas un fichier de scénario : %2</translation>
    </message>
    <message>
        <source>%1 is written for the ruleset &quot;%2&quot;, which cannot be loaded</source>
        <translation>%1 est écrit pour le jeu de règles « %2 », qui ne peut pas être chargé</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Importer %1</translation>
    </message>
    <message>
        <source>a side needs a name</source>
        <translation>un camp doit avoir un nom</translation>
    </message>
    <message>
        <source>a name is needed</source>
        <translation>un nom est nécessaire</translation>
    </message>
    <message>
        <source>the battle</source>
        <translation>la bataille</translation>
    </message>
    <message>
        <source>a battle needs at least two sides</source>
        <translation>une bataille demande au moins deux camps</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>There is no such side.</source>
        <translation>Ce camp n’existe pas.</translation>
    </message>
    <message>
        <source>army</source>
        <translation>armee</translation>
    </message>
    <message>
        <source>The army could not be saved: %1</source>
        <translation>L’armée n’a pas pu être enregistrée : %1</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 est illisible : %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Add the army %1</source>
        <translation>Ajouter l’armée %1</translation>
    </message>
    <message>
        <source>The ruleset &quot;%1&quot; cannot be loaded</source>
        <translation>Les règles « %1 » ne peuvent pas être chargées</translation>
    </message>
    <message>
        <source>Move %1 before %2</source>
        <translation>Placer %1 avant %2</translation>
    </message>
    <message>
        <source>Pattern of %1</source>
        <translation>Motif de %1</translation>
    </message>
    <message>
        <source>a side needs a unit under its commanders</source>
        <translation>un camp a besoin d&apos;une unité sous ses commandants</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ScenarioListModel</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1 : illisible : %2</translation>
    </message>
    <message>
        <source>This file cannot be read as a scenario.</source>
        <translation>Ce fichier ne peut pas être lu comme un scénario.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::TestSheet</name>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2 (dice so far: %3)</source>
        <translation>%1&#xa0;: %2 (dés jusqu&apos;ici&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>an order that has a test rolled again, and the unit giving it</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (own side)</source>
        <translation>%1 (propre camp)</translation>
    </message>
    <message>
        <source>%1 · commanders</source>
        <translation>%1 · commandants</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 to add at least one to %2</source>
        <translation>%1&#xa0;: %2 +1 ou plus</translation>
    </message>
    <message>
        <source>Chance of %1</source>
        <translation>Chance de %1</translation>
    </message>
    <message>
        <source>Chance of each outcome</source>
        <translation>Chance de chaque résultat</translation>
    </message>
    <message>
        <source>Choose the target</source>
        <translation>Choisir la cible</translation>
    </message>
    <message>
        <source>A d%1 has no face %2</source>
        <translation>Un d%1 n&apos;a pas de face %2</translation>
    </message>
    <message>
        <source>Table roll</source>
        <translation>Jet de table</translation>
    </message>
    <message>
        <source>Roll a d%1</source>
        <translation>Lancer un d%1</translation>
    </message>
    <message>
        <source>die %1 of %2</source>
        <translation>dé %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) to go</source>
        <translation>
            <numerusform>encore %n test</numerusform>
            <numerusform>encore %n tests</numerusform>
        </translation>
    </message>
    <message>
        <source>No modifiers</source>
        <translation>Aucun modificateur</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1 ; %2</translation>
    </message>
    <message>
        <source>Roll a d%1: %2</source>
        <translation>Lancez un d%1 : %2</translation>
    </message>
    <message>
        <source>Say why the umpire allows it: the journal keeps the reason.</source>
        <translation>Dites pourquoi l’arbitre l’autorise : le journal garde la raison.</translation>
    </message>
    <message>
        <source>Rolling again: %1 (%2). The new roll stands.</source>
        <extracomment>%1 the re-roll order&apos;s name, %2 the unit that gives it: the dice now entered replace the first roll</extracomment>
        <translation>Nouvelle relance&#xa0;: %1 (%2). Le nouveau jet compte.</translation>
    </message>
    <message>
        <source>The rules offer no such re-roll for this test now.</source>
        <translation>Les règles n’offrent pas cette relance pour ce test maintenant.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::Tutor</name>
    <message>
        <source>Played to the end</source>
        <translation>Jouée jusqu’au bout</translation>
    </message>
    <message>
        <source>Left at step %1 of %2</source>
        <translation>Laissée à l’étape %1 sur %2</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::UnitFieldsModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::UnitFiguresModel</name>
    <message>
        <source>down</source>
        <translation>hors de combat</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>indemne</translation>
    </message>
    <message numerus="yes">
        <source>%n minor wound(s)</source>
        <translation>
            <numerusform>%n blessure légère</numerusform>
            <numerusform>%n blessures légères</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n serious wound(s)</source>
        <translation>
            <numerusform>%n blessure grave</numerusform>
            <numerusform>%n blessures graves</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a figure&apos;s wounds: &quot;1 serious wound, 2 minor&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::UnitSheet</name>
    <message>
        <source>%1&quot;</source>
        <translation>%1&quot;</translation>
    </message>
    <message>
        <source>%1&quot; + %2</source>
        <translation>%1&quot; + %2</translation>
    </message>
    <message>
        <source>formation change</source>
        <translation>changement de formation</translation>
    </message>
    <message>
        <source>formation change, %1</source>
        <translation>changement de formation, %1</translation>
    </message>
    <message>
        <source>%1: only %2 acts now</source>
        <translation>%1&#xa0;: seul %2 agit maintenant</translation>
    </message>
    <message>
        <source>%1: no test belongs to this step</source>
        <translation>%1&#xa0;: aucun test dans cette étape</translation>
    </message>
    <message>
        <source>after a move of %1: %2</source>
        <translation>après un mouvement de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>No formation change</source>
        <translation>Pas de changement de formation</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terrain découvert</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>There is no unit to give it to.</source>
        <translation>Aucune unité à qui donner cet ordre.</translation>
    </message>
    <message>
        <source>Choose the unit it is given to.</source>
        <translation>Choisissez l’unité à qui l’ordre est donné.</translation>
    </message>
    <message>
        <source>%1: offered in this step</source>
        <extracomment>%1 is the name of a step of the turn (&quot;The other side fires&quot;), a heading to the list under it</extracomment>
        <translation>%1&#xa0;: proposé à cette étape</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Adjutant does the staff work of a horse-and-musket miniature wargame beside the table: unit returns, every test with its modifiers and exact odds, dice rolled or typed in, and a journal of the battle. Started without a file, it opens on its home screen. Battles, rulesets and scenarios are kept in ~/.local/share/Adjutant; without a screen, adjutant-cli does the same work. ADJUTANT_SEED=N fixes the shuffles and the dice, for tests and bug reports.</source>
        <translation>Adjutant fait le travail d&apos;état-major d&apos;un jeu de guerre avec figurines à l&apos;époque du mousquet, à côté de la table&#xa0;: états des unités, chaque test avec ses modificateurs et ses chances exactes, dés lancés ou saisis, et un journal de la bataille. Lancé sans fichier, il s&apos;ouvre sur son écran d&apos;accueil. Batailles, règles et scénarios sont rangés dans ~/.local/share/Adjutant&#xa0;; sans écran, adjutant-cli fait le même travail. ADJUTANT_SEED=N fixe les mélanges et les dés, pour les tests et les rapports de bogue.</translation>
    </message>
    <message>
        <source>Play a built-in demo battle (%1), going on with it if it was the battle played last.</source>
        <translation>Jouer une bataille de démonstration intégrée (%1), en la reprenant si c&apos;est la dernière jouée.</translation>
    </message>
    <message>
        <source>A battle to open (a .adjutant file, FILE.journal beside it).</source>
        <translation>Une bataille à ouvrir (un fichier .adjutant, FICHIER.journal à côté).</translation>
    </message>
    <message>
        <source>Try &apos;adjutant --help&apos;.</source>
        <translation>Voir «&#xa0;adjutant --help&#xa0;».</translation>
    </message>
    <message>
        <source>adjutant: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).
Adjutant&apos;s window needs a graphical session. Without one, use the command-line tool: adjutant-cli --help
(To render without a screen anyway, set QT_QPA_PLATFORM=offscreen.)
</source>
        <translation>adjutant&#xa0;: aucun écran trouvé (ni DISPLAY ni WAYLAND_DISPLAY ne sont définis).
La fenêtre d&apos;Adjutant demande une session graphique. Sans elle, utilisez l&apos;outil en ligne de commande&#xa0;: adjutant-cli --help
(Pour dessiner sans écran malgré tout, définissez QT_QPA_PLATFORM=offscreen.)
</translation>
    </message>
    <message>
        <source>Open one battle at a time.</source>
        <translation>Ouvrez une bataille à la fois.</translation>
    </message>
    <message>
        <source>Open a battle file or a demo, not both.</source>
        <translation>Ouvrez un fichier de bataille ou une démo, pas les deux.</translation>
    </message>
    <message>
        <source>There is no demo battle called %1 (there are %2).</source>
        <translation>Il n&apos;y a pas de bataille de démonstration nommée %1 (il y a %2).</translation>
    </message>
    <message numerus="yes">
        <source>adjutant: %n file(s) could not be moved to %1: see %2</source>
        <translation>
            <numerusform>adjutant&#xa0;: %n fichier n&apos;a pas pu être déplacé dans %1&#xa0;: voir %2</numerusform>
            <numerusform>adjutant&#xa0;: %n fichiers n&apos;ont pas pu être déplacés dans %1&#xa0;: voir %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ruleset:brigade</name>
    <message>
        <source>Brigade rules (004)</source>
        <extracomment>brigade.json: name</extracomment>
        <translation>Règles de brigade (004)</translation>
    </message>
    <message>
        <source>Brigade-level rules where a base is sixty men: brigadiers&apos; command spans set each unit&apos;s control, morale on 2D5 or 2D6 by grade, fire and melee hitting on 7 with modifiers to the score needed, and a D6 test to go into melee.</source>
        <extracomment>brigade.json: explain</extracomment>
        <translation>Des règles au niveau de la brigade où un socle vaut soixante hommes&#xa0;: les rayons de commandement des généraux de brigade fixent le contrôle de chaque unité, le moral se teste sur 2D5 ou 2D6 selon la qualité, le tir et la mêlée touchent sur 7 avec des modificateurs qui déplacent le score à obtenir, et un test au D6 permet d&apos;engager la mêlée.</translation>
    </message>
    <message>
        <source>Recovering from disorder</source>
        <extracomment>brigade.json: options/disorder-rally/name</extracomment>
        <translation>Se remettre du désordre</translation>
    </message>
    <message>
        <source>The rules say troops must rally from disorder but not how. We spend the unit&apos;s move; the alternative passes a morale test at 5 or more.</source>
        <extracomment>brigade-1.0.0.json: options/disorder-rally/explain</extracomment>
        <translation>Les règles disent que les troupes doivent se remettre du désordre, mais pas comment. Nous dépensons le mouvement de l&apos;unité&#xa0;; l&apos;autre lecture demande un test de moral réussi à 5 ou plus.</translation>
    </message>
    <message>
        <source>Give up the move</source>
        <extracomment>brigade.json: options/disorder-rally/choices/give-up-move/name</extracomment>
        <translation>Renoncer au mouvement</translation>
    </message>
    <message>
        <source>Morale test at 5+</source>
        <extracomment>brigade.json: options/disorder-rally/choices/morale-test/name</extracomment>
        <translation>Test de moral à 5+</translation>
    </message>
    <message>
        <source>Troop grade</source>
        <extracomment>brigade.json: ladders/grade/name</extracomment>
        <translation>Qualité des troupes</translation>
    </message>
    <message>
        <source>Elite and trained roll 2D5 for morale, raw and militia 2D6.</source>
        <extracomment>brigade.json: ladders/grade/explain</extracomment>
        <translation>Élites et entraînés lancent 2D5 pour le moral, conscrits et milice 2D6.</translation>
    </message>
    <message>
        <source>Elite</source>
        <extracomment>brigade.json: ladders/grade/steps/elite/name</extracomment>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Trained</source>
        <extracomment>brigade.json: ladders/grade/steps/trained/name</extracomment>
        <translation>Entraînés</translation>
    </message>
    <message>
        <source>Raw</source>
        <extracomment>brigade.json: ladders/grade/steps/raw/name</extracomment>
        <translation>Conscrits</translation>
    </message>
    <message>
        <source>Militia</source>
        <extracomment>brigade.json: ladders/grade/steps/militia/name</extracomment>
        <translation>Milice</translation>
    </message>
    <message>
        <source>Control state</source>
        <extracomment>brigade.json: ladders/control/name</extracomment>
        <translation>État de contrôle</translation>
    </message>
    <message>
        <source>Worked out each move from the command spans.</source>
        <extracomment>brigade.json: ladders/control/explain</extracomment>
        <translation>Établi à chaque mouvement d&apos;après les rayons de commandement.</translation>
    </message>
    <message>
        <source>Controlled</source>
        <extracomment>brigade.json: ladders/control/steps/controlled/name</extracomment>
        <translation>Contrôlée</translation>
    </message>
    <message>
        <source>Led by a general, or commanded by a brigadier who is himself commanded.</source>
        <extracomment>brigade.json: ladders/control/steps/controlled/explain</extracomment>
        <translation>Menée par un général, ou commandée par un général de brigade lui-même commandé.</translation>
    </message>
    <message>
        <source>Influenced</source>
        <extracomment>brigade.json: ladders/control/steps/influenced/name</extracomment>
        <translation>Influencée</translation>
    </message>
    <message>
        <source>Commanded by a brigadier who is not commanded.</source>
        <extracomment>brigade.json: ladders/control/steps/influenced/explain</extracomment>
        <translation>Commandée par un général de brigade qui n&apos;est pas commandé.</translation>
    </message>
    <message>
        <source>Uncontrolled</source>
        <extracomment>brigade.json: ladders/control/steps/uncontrolled/name</extracomment>
        <translation>Incontrôlée</translation>
    </message>
    <message>
        <source>Neither commanded nor led.</source>
        <extracomment>brigade.json: ladders/control/steps/uncontrolled/explain</extracomment>
        <translation>Ni commandée ni menée.</translation>
    </message>
    <message>
        <source>Routed</source>
        <extracomment>brigade.json: ladders/control/steps/routed/name</extracomment>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>brigade.json: formations/line/name</extracomment>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Column</source>
        <extracomment>brigade.json: formations/column/name</extracomment>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <extracomment>brigade.json: formations/skirmish/name</extracomment>
        <translation>Tirailleurs</translation>
    </message>
    <message>
        <source>Mounted</source>
        <extracomment>brigade.json: formations/mounted/name</extracomment>
        <translation>Montée</translation>
    </message>
    <message>
        <source>Limbered</source>
        <extracomment>brigade.json: formations/limbered/name</extracomment>
        <translation>Attelée</translation>
    </message>
    <message>
        <source>Unlimbered</source>
        <extracomment>brigade.json: formations/unlimbered/name</extracomment>
        <translation>En batterie</translation>
    </message>
    <message>
        <source>Manhandled</source>
        <extracomment>brigade.json: formations/manhandled/name</extracomment>
        <translation>Poussée à bras</translation>
    </message>
    <message>
        <source>Infantry</source>
        <extracomment>brigade.json: unitTypes/line-infantry/name</extracomment>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Bases of three figures, 60 men each.</source>
        <extracomment>brigade.json: unitTypes/line-infantry/explain</extracomment>
        <translation>Socles de trois figurines, de 60 hommes chacune.</translation>
    </message>
    <message>
        <source>Skirmishers, muskets</source>
        <extracomment>brigade.json: unitTypes/skirmishers-musket/name</extracomment>
        <translation>Tirailleurs, mousquets</translation>
    </message>
    <message>
        <source>Bases of two figures, 30 men each.</source>
        <extracomment>brigade.json: unitTypes/skirmishers-musket/explain</extracomment>
        <translation>Socles de deux figurines, de 30 hommes chacune.</translation>
    </message>
    <message>
        <source>Skirmishers, rifles</source>
        <extracomment>brigade.json: unitTypes/skirmishers-rifle/name</extracomment>
        <translation>Tirailleurs, carabines rayées</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <extracomment>brigade.json: unitTypes/cavalry/name</extracomment>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Bases of two figures, 30 men each. Cavalry do not fire.</source>
        <extracomment>brigade.json: unitTypes/cavalry/explain</extracomment>
        <translation>Socles de deux figurines, de 30 hommes chacune. La cavalerie ne tire pas.</translation>
    </message>
    <message>
        <source>Light gun</source>
        <extracomment>brigade.json: unitTypes/gun-light/name</extracomment>
        <translation>Pièce légère</translation>
    </message>
    <message>
        <source>One gun model; each gunner figure is one piece.</source>
        <extracomment>brigade.json: unitTypes/gun-light/explain</extracomment>
        <translation>Un modèle de pièce&#xa0;; chaque figurine de servant est une pièce.</translation>
    </message>
    <message>
        <source>Medium gun</source>
        <extracomment>brigade.json: unitTypes/gun-medium/name</extracomment>
        <translation>Pièce moyenne</translation>
    </message>
    <message>
        <source>Commander-in-chief</source>
        <extracomment>brigade.json: unitTypes/commander-in-chief/name</extracomment>
        <translation>Commandant en chef</translation>
    </message>
    <message>
        <source>Commands brigadiers; his span is 0 while he has joined a unit.</source>
        <extracomment>brigade.json: unitTypes/commander-in-chief/explain</extracomment>
        <translation>Commande les généraux de brigade&#xa0;; son rayon est de 0 tant qu&apos;il a rejoint une unité.</translation>
    </message>
    <message>
        <source>Brigadier</source>
        <extracomment>brigade.json: unitTypes/brigadier/name</extracomment>
        <translation>Général de brigade</translation>
    </message>
    <message>
        <source>Commands his own brigade&apos;s units; commanded himself when within his CinC&apos;s span.</source>
        <extracomment>brigade.json: unitTypes/brigadier/explain</extracomment>
        <translation>Commande les unités de sa propre brigade&#xa0;; il est lui-même commandé quand il est dans le rayon de son commandant en chef.</translation>
    </message>
    <message>
        <source>Grade</source>
        <extracomment>brigade.json: fields/grade/name</extracomment>
        <translation>Qualité</translation>
    </message>
    <message>
        <source>Disordered</source>
        <extracomment>brigade.json: fields/disordered/name</extracomment>
        <translation>En désordre</translation>
    </message>
    <message>
        <source>Caused by routing, pursuing, being passed through by close-order or routing troops, disordering ground, a blow in flank or rear, a charge that fails to reach, falling below half strength in bases, or fighting a melee in column. It must be rallied off at the first chance unless it came from ground or troops passing through.</source>
        <extracomment>brigade.json: fields/disordered/explain</extracomment>
        <translation>Causé par une déroute, une poursuite, le passage de troupes en ordre serré ou en déroute à travers l&apos;unité, un terrain qui désordonne, un choc de flanc ou de revers, une charge qui n&apos;atteint pas son but, la chute sous la moitié des socles ou une mêlée livrée en colonne. Il faut s&apos;en remettre à la première occasion, sauf s&apos;il vient du terrain ou de troupes qui traversent.</translation>
    </message>
    <message>
        <source>Formation</source>
        <extracomment>brigade.json: fields/formation/name</extracomment>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Starting bases</source>
        <extracomment>brigade.json: fields/bases/name</extracomment>
        <translation>Socles au départ</translation>
    </message>
    <message>
        <source>Figures killed</source>
        <extracomment>brigade.json: fields/figures-killed/name</extracomment>
        <translation>Figurines tuées</translation>
    </message>
    <message>
        <source>Figures killed by fire this move</source>
        <extracomment>brigade.json: fields/figures-killed-this-move/name</extracomment>
        <translation>Figurines tuées par le tir ce mouvement</translation>
    </message>
    <message>
        <source>Casualties this phase</source>
        <extracomment>brigade.json: fields/casualties-this-phase/name</extracomment>
        <translation>Pertes de cette phase</translation>
    </message>
    <message>
        <source>Gun crew</source>
        <extracomment>brigade.json: fields/crew/name</extracomment>
        <translation>Servants</translation>
    </message>
    <message>
        <source>Supported gun</source>
        <extracomment>brigade.json: fields/supported/name</extracomment>
        <translation>Pièce soutenue</translation>
    </message>
    <message>
        <source>In contact with close-order infantry.</source>
        <extracomment>brigade.json: fields/supported/explain</extracomment>
        <translation>Au contact d&apos;infanterie en ordre serré.</translation>
    </message>
    <message>
        <source>Moved this turn</source>
        <extracomment>brigade-1.0.0.json: fields/moved/name</extracomment>
        <translation>Déplacée ce tour</translation>
    </message>
    <message>
        <source>Set when the unit moves; cleared at the end of the turn.</source>
        <extracomment>brigade-1.0.0.json: fields/moved/explain</extracomment>
        <translation>Mis quand l&apos;unité se déplace&#xa0;; effacé à la fin du tour.</translation>
    </message>
    <message>
        <source>Fired this turn</source>
        <extracomment>brigade-1.0.0.json: fields/fired/name</extracomment>
        <translation>A tiré ce tour</translation>
    </message>
    <message>
        <source>Set when the unit fires; cleared at the end of the turn.</source>
        <extracomment>brigade-1.0.0.json: fields/fired/explain</extracomment>
        <translation>Mis quand l&apos;unité tire&#xa0;; effacé à la fin du tour.</translation>
    </message>
    <message>
        <source>First volley fired</source>
        <extracomment>brigade.json: fields/first-volley-fired/name</extracomment>
        <translation>Première salve tirée</translation>
    </message>
    <message>
        <source>Pursuing</source>
        <extracomment>brigade.json: fields/pursuing/name</extracomment>
        <translation>En poursuite</translation>
    </message>
    <message>
        <source>Won a melee last period</source>
        <extracomment>brigade.json: fields/won-melee/name</extracomment>
        <translation>A gagné une mêlée à la période précédente</translation>
    </message>
    <message>
        <source>Lost a melee last period</source>
        <extracomment>brigade.json: fields/lost-melee/name</extracomment>
        <translation>A perdu une mêlée à la période précédente</translation>
    </message>
    <message>
        <source>General attached</source>
        <extracomment>brigade.json: fields/attached-general/name</extracomment>
        <translation>Général attaché</translation>
    </message>
    <message>
        <source>Defending an obstacle</source>
        <extracomment>brigade.json: fields/defending-obstacle/name</extracomment>
        <translation>Défend un obstacle</translation>
    </message>
    <message>
        <source>In a strong house</source>
        <extracomment>brigade.json: fields/in-strong-house/name</extracomment>
        <translation>Dans une maison solide</translation>
    </message>
    <message>
        <source>Brigadier&apos;s ability</source>
        <extracomment>brigade.json: fields/ability/name</extracomment>
        <translation>Aptitude du général de brigade</translation>
    </message>
    <message>
        <source>Not defined by the rules: enter 1 to 10.</source>
        <extracomment>brigade.json: fields/ability/explain</extracomment>
        <translation>Non définie par les règles&#xa0;: saisir de 1 à 10.</translation>
    </message>
    <message>
        <source>Changing formation or facing costs skirmishers a quarter move, militia a full move, others half.</source>
        <extracomment>brigade.json: formationChanges/explain</extracomment>
        <translation>Changer de formation ou de front coûte un quart de mouvement aux tirailleurs, un mouvement entier à la milice, la moitié aux autres.</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>brigade.json: movementColumns/move/name</extracomment>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>The distance the unit may move in this formation.</source>
        <extracomment>brigade.json: movementColumns/move/explain</extracomment>
        <translation>La distance que l&apos;unité peut parcourir dans cette formation.</translation>
    </message>
    <message>
        <source>Charge</source>
        <extracomment>brigade.json: movementColumns/charge/name</extracomment>
        <translation>Charge</translation>
    </message>
    <message>
        <source>The distance the unit may charge.</source>
        <extracomment>brigade.json: movementColumns/charge/explain</extracomment>
        <translation>La distance sur laquelle l&apos;unité peut charger.</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <extracomment>brigade.json: movementColumns/pursuit/name</extracomment>
        <translation>Poursuite</translation>
    </message>
    <message>
        <source>How far the unit follows a beaten enemy.</source>
        <extracomment>brigade.json: movementColumns/pursuit/explain</extracomment>
        <translation>Jusqu&apos;où l&apos;unité poursuit un ennemi battu.</translation>
    </message>
    <message>
        <source>Counter-charge</source>
        <extracomment>brigade.json: movementColumns/counterCharge/name</extracomment>
        <translation>Contre-charge</translation>
    </message>
    <message>
        <source>The distance of a counter-charge.</source>
        <extracomment>brigade.json: movementColumns/counterCharge/explain</extracomment>
        <translation>La distance d&apos;une contre-charge.</translation>
    </message>
    <message>
        <source>How far the unit flees when routed.</source>
        <extracomment>brigade.json: movementColumns/rout/explain</extracomment>
        <translation>Jusqu&apos;où l&apos;unité fuit quand elle est en déroute.</translation>
    </message>
    <message>
        <source>Wheeling</source>
        <extracomment>brigade.json: manoeuvres/wheel/name</extracomment>
        <translation>Conversion</translation>
    </message>
    <message>
        <source>Skirmishers and columns wheel at full speed.</source>
        <extracomment>brigade.json: manoeuvres/wheel/rates/0/explain</extracomment>
        <translation>Tirailleurs et colonnes pivotent à pleine vitesse.</translation>
    </message>
    <message>
        <source>Militia wheel at most 1&quot;.</source>
        <extracomment>brigade.json: manoeuvres/wheel/rates/2/explain</extracomment>
        <translation>La milice pivote de 1&quot; au plus.</translation>
    </message>
    <message>
        <source>Other close-order foot wheel at half speed.</source>
        <extracomment>brigade.json: manoeuvres/wheel/rates/3/explain</extracomment>
        <translation>Les autres fantassins en ordre serré pivotent à demi-vitesse.</translation>
    </message>
    <message>
        <source>Inclining</source>
        <extracomment>brigade.json: manoeuvres/incline/name</extracomment>
        <translation>Oblique</translation>
    </message>
    <message>
        <source>Militia cannot incline.</source>
        <extracomment>brigade.json: manoeuvres/incline/rates/0/explain</extracomment>
        <translation>La milice ne peut pas marcher en oblique.</translation>
    </message>
    <message>
        <source>Raw and trained: at most 1&quot; forward and 1&quot; sideways.</source>
        <extracomment>brigade.json: manoeuvres/incline/rates/2/explain</extracomment>
        <translation>Conscrits et entraînés&#xa0;: au plus 1&quot; en avant et 1&quot; de côté.</translation>
    </message>
    <message>
        <source>Sideways</source>
        <extracomment>brigade.json: manoeuvres/sideways/name</extracomment>
        <translation>De côté</translation>
    </message>
    <message>
        <source>Infantry may shift 1&quot; sideways without changing face.</source>
        <extracomment>brigade.json: manoeuvres/sideways/rates/0/explain</extracomment>
        <translation>L&apos;infanterie peut glisser de 1&quot; de côté sans changer de front.</translation>
    </message>
    <message>
        <source>Backwards</source>
        <extracomment>brigade.json: manoeuvres/backwards/name</extracomment>
        <translation>En arrière</translation>
    </message>
    <message>
        <source>Skirmishers may fall back half a move without turning.</source>
        <extracomment>brigade.json: manoeuvres/backwards/rates/0/explain</extracomment>
        <translation>Les tirailleurs peuvent reculer d&apos;un demi-mouvement sans faire demi-tour.</translation>
    </message>
    <message>
        <source>Open woods or orchard</source>
        <extracomment>brigade.json: terrain/open-woods/name</extracomment>
        <translation>Bois clairsemé ou verger</translation>
    </message>
    <message>
        <source>Close woods</source>
        <extracomment>brigade.json: terrain/close-woods/name</extracomment>
        <translation>Bois dense</translation>
    </message>
    <message>
        <source>Stream</source>
        <extracomment>brigade.json: terrain/stream/name</extracomment>
        <translation>Ruisseau</translation>
    </message>
    <message>
        <source>Wall or fence</source>
        <extracomment>brigade.json: terrain/wall/name</extracomment>
        <translation>Mur ou clôture</translation>
    </message>
    <message>
        <source>Building</source>
        <extracomment>brigade.json: terrain/building/name</extracomment>
        <translation>Bâtiment</translation>
    </message>
    <message>
        <source>Infantry only; a whole move to enter or leave.</source>
        <extracomment>brigade.json: terrain/building/explain</extracomment>
        <translation>Infanterie seulement&#xa0;; un mouvement entier pour entrer ou sortir.</translation>
    </message>
    <message>
        <source>Musket</source>
        <extracomment>brigade.json: weapons/musket/name</extracomment>
        <translation>Mousquet</translation>
    </message>
    <message>
        <source>Rifle</source>
        <extracomment>brigade.json: weapons/rifle/name</extracomment>
        <translation>Carabine rayée</translation>
    </message>
    <message>
        <source>Brigadier&apos;s command test</source>
        <extracomment>brigade.json: tests/brigadier-command/name</extracomment>
        <translation>Test de commandement de brigade</translation>
    </message>
    <message>
        <source>A brigadier who is not himself commanded rolls a D10 against his ability: at or under it, the units he influences move fully; over it, they move at most half and may not charge (cavalry may still counter-charge). The rules do not define the ability scale: enter it from 1 to 10.</source>
        <extracomment>brigade.json: tests/brigadier-command/explain</extracomment>
        <translation>Un général de brigade qui n&apos;est pas lui-même commandé lance un D10 contre son aptitude&#xa0;: égal ou inférieur, les unités qu&apos;il influence se déplacent pleinement&#xa0;; au-dessus, elles se déplacent au plus de moitié et ne peuvent pas charger (la cavalerie peut encore contre-charger). Les règles ne définissent pas l&apos;échelle d&apos;aptitude&#xa0;: saisissez-la de 1 à 10.</translation>
    </message>
    <message>
        <source>Full moves</source>
        <extracomment>brigade.json: tests/brigadier-command/onPass/name</extracomment>
        <translation>Mouvements complets</translation>
    </message>
    <message>
        <source>Half moves, no charges</source>
        <extracomment>brigade.json: tests/brigadier-command/onFail/name</extracomment>
        <translation>Demi-mouvements, pas de charge</translation>
    </message>
    <message>
        <source>Cavalry may still counter-charge.</source>
        <extracomment>brigade-1.0.0.json: tests/brigadier-command/onFail/explain</extracomment>
        <translation>La cavalerie peut encore contre-charger.</translation>
    </message>
    <message>
        <source>Uncontrolled unit&apos;s move</source>
        <extracomment>brigade.json: tests/uncontrolled-move/name</extracomment>
        <translation>Mouvement d&apos;une unité incontrôlée</translation>
    </message>
    <message>
        <source>A unit neither commanded nor led rolls a D10 with modifiers. Units that are routing, pursuing or evading, and cavalry that could counter-charge, ignore this test and move their full distance.</source>
        <extracomment>brigade.json: tests/uncontrolled-move/explain</extracomment>
        <translation>Une unité ni commandée ni menée lance un D10 avec des modificateurs. Les unités en déroute, en poursuite ou qui esquivent, et la cavalerie qui pourrait contre-charger, ignorent ce test et se déplacent de toute leur distance.</translation>
    </message>
    <message>
        <source>Each 10% of bases lost</source>
        <extracomment>brigade.json: tests/uncontrolled-move/modifiers/bases-lost/name</extracomment>
        <translation>Par tranche de 10 % de socles perdus</translation>
    </message>
    <message>
        <source>Moves normally</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/normal/name</extracomment>
        <translation>Se déplace normalement</translation>
    </message>
    <message>
        <source>Half move at most</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/half/name</extracomment>
        <translation>Demi-mouvement au plus</translation>
    </message>
    <message>
        <source>No charge; cavalry may counter-charge.</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/half/explain</extracomment>
        <translation>Pas de charge&#xa0;; la cavalerie peut contre-charger.</translation>
    </message>
    <message>
        <source>No move</source>
        <extracomment>brigade.json: fields/no-move/name</extracomment>
        <translation>Pas de mouvement</translation>
    </message>
    <message>
        <source>It may change front or formation.</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/none/explain</extracomment>
        <translation>Elle peut changer de front ou de formation.</translation>
    </message>
    <message>
        <source>Morale</source>
        <extracomment>brigade.json: tests/morale/name</extracomment>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Taken when wishing to charge, being charged, after 2 or more firing hits, each move at half strength or below when fired on or seeing friends rout, and when routing with no enemy in sight. Elite and trained roll 2D5 (a d10 halved, rounded up, does as well); raw and militia roll 2D6.</source>
        <extracomment>brigade-1.0.0.json: tests/morale/explain</extracomment>
        <translation>Passé pour vouloir charger, quand on est chargé, après 2 touches de tir ou plus, à chaque mouvement à mi-effectif ou moins sous le feu ou en voyant des amis en déroute, et en déroute sans ennemi en vue. Élites et entraînés lancent 2D5 (un D10 divisé par deux, arrondi au supérieur, fait aussi l&apos;affaire)&#xa0;; conscrits et milice lancent 2D6.</translation>
    </message>
    <message>
        <source>Routing close-order friends of the same class within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/inputs/routingSameClass/name</extracomment>
        <translation>Amis en ordre serré de même classe en déroute à moins de 12&quot;</translation>
    </message>
    <message>
        <source>Routing friends of a better class within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/inputs/routingBetterClass/name</extracomment>
        <translation>Amis de meilleure classe en déroute à moins de 12&quot;</translation>
    </message>
    <message>
        <source>Rear support</source>
        <extracomment>brigade.json: tests/morale/modifiers/rear-support/name</extracomment>
        <translation>Soutien arrière</translation>
    </message>
    <message>
        <source>Brigadier attached</source>
        <extracomment>brigade.json: tests/morale/modifiers/brigadier-attached/name</extracomment>
        <translation>Général de brigade attaché</translation>
    </message>
    <message>
        <source>No visible enemy within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/modifiers/no-enemy-near/name</extracomment>
        <translation>Aucun ennemi visible à moins de 12&quot;</translation>
    </message>
    <message>
        <source>Commander-in-chief attached</source>
        <extracomment>brigade.json: tests/morale/modifiers/cinc-attached/name</extracomment>
        <translation>Commandant en chef attaché</translation>
    </message>
    <message>
        <source>Whole steps of the starting bases, rounded down (a third lost is -3).</source>
        <extracomment>brigade.json: tests/morale/modifiers/bases-lost/explain</extracomment>
        <translation>Paliers entiers des socles de départ, arrondis à l&apos;inférieur (un tiers perdu vaut -3).</translation>
    </message>
    <message>
        <source>Enemy to flank or rear within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/modifiers/enemy-flank/name</extracomment>
        <translation>Ennemi de flanc ou de revers à moins de 12&quot;</translation>
    </message>
    <message>
        <source>In rout</source>
        <extracomment>brigade.json: tests/morale/modifiers/in-rout/name</extracomment>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>Being charged</source>
        <extracomment>brigade.json: tests/morale/modifiers/being-charged/name</extracomment>
        <translation>Chargée</translation>
    </message>
    <message>
        <source>Tick when this test is for being charged: a score of 1-2 then routs instead of halting disordered.</source>
        <extracomment>brigade.json: tests/morale/modifiers/being-charged/explain</extracomment>
        <translation>À cocher si ce test est passé parce que l&apos;unité est chargée&#xa0;: un score de 1-2 la met alors en déroute au lieu de l&apos;arrêter en désordre.</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>brigade.json: tests/morale/bands/ok/name</extracomment>
        <translation>Bon</translation>
    </message>
    <message>
        <source>A routing unit rallies.</source>
        <extracomment>brigade.json: tests/morale/bands/ok/explain</extracomment>
        <translation>Une unité en déroute se rallie.</translation>
    </message>
    <message>
        <source>Rallied: its control state is worked out again at the next command test.</source>
        <extracomment>brigade.json: tests/morale/bands/ok/effects/0/explain</extracomment>
        <translation>Ralliée&#xa0;: son état de contrôle est réétabli au prochain test de commandement.</translation>
    </message>
    <message>
        <source>Halt</source>
        <extracomment>brigade.json: tests/morale/bands/halt/name</extracomment>
        <translation>Halte</translation>
    </message>
    <message>
        <source>Cavalry may counter-charge; routers keep routing.</source>
        <extracomment>brigade.json: tests/morale/bands/halt/explain</extracomment>
        <translation>La cavalerie peut contre-charger&#xa0;; les unités en déroute continuent de fuir.</translation>
    </message>
    <message>
        <source>Rout if charged, else halt disordered</source>
        <extracomment>brigade.json: tests/morale/bands/shaken/name</extracomment>
        <translation>Déroute si chargée, sinon halte en désordre</translation>
    </message>
    <message>
        <source>A unit already routing keeps routing, disordered.</source>
        <extracomment>brigade.json: tests/morale/bands/shaken/explain</extracomment>
        <translation>Une unité déjà en déroute continue de fuir, en désordre.</translation>
    </message>
    <message>
        <source>Rout</source>
        <extracomment>brigade.json: movementColumns/rout/name</extracomment>
        <translation>Déroute</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>brigade.json: tests/fire/name</extracomment>
        <translation>Tir</translation>
    </message>
    <message>
        <source>One D10 per infantry base (also for skirmishers); a gun rolls 2D10 with 3-4 crew, 1D10 with 1-2. Each die hits on 7 or more; modifiers change the score needed (a plus makes it harder). Cavalry do not fire. A needed score over 10 cannot hit.</source>
        <extracomment>brigade.json: tests/fire/explain</extracomment>
        <translation>Un D10 par socle d&apos;infanterie (tirailleurs compris)&#xa0;; une pièce lance 2D10 avec 3-4 servants, 1D10 avec 1-2. Chaque dé touche sur 7 ou plus&#xa0;; les modificateurs changent le score à obtenir (un plus rend la chose plus difficile). La cavalerie ne tire pas. Un score à obtenir supérieur à 10 ne peut pas toucher.</translation>
    </message>
    <message>
        <source>First close-order volley</source>
        <extracomment>brigade.json: tests/fire/modifiers/first-volley/name</extracomment>
        <translation>Première salve en ordre serré</translation>
    </message>
    <message>
        <source>A close-order unit&apos;s first volley of the battle, unless disordered.</source>
        <extracomment>brigade.json: tests/fire/modifiers/first-volley/explain</extracomment>
        <translation>La première salve de la bataille d&apos;une unité en ordre serré, sauf si elle est en désordre.</translation>
    </message>
    <message>
        <source>Target in column</source>
        <extracomment>brigade.json: tests/fire/modifiers/target-column/name</extracomment>
        <translation>Cible en colonne</translation>
    </message>
    <message>
        <source>A deep target: easier to hit.</source>
        <extracomment>brigade.json: tests/fire/modifiers/target-column/explain</extracomment>
        <translation>Une cible profonde&#xa0;: plus facile à toucher.</translation>
    </message>
    <message>
        <source>Enfilade</source>
        <extracomment>brigade.json: tests/fire/modifiers/enfilade/name</extracomment>
        <translation>Enfilade</translation>
    </message>
    <message>
        <source>Firing along the target&apos;s line (not counted again against a column).</source>
        <extracomment>brigade.json: tests/fire/modifiers/enfilade/explain</extracomment>
        <translation>Tir le long de la ligne de la cible (pas compté une seconde fois contre une colonne).</translation>
    </message>
    <message>
        <source>Range</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/name</extracomment>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Close range is the base. Canister and extreme ranges are for guns.</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/explain</extracomment>
        <translation>La portée courte est la base. Mitraille et portée extrême concernent les pièces.</translation>
    </message>
    <message>
        <source>Canister</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/choices/canister/name</extracomment>
        <translation>Mitraille</translation>
    </message>
    <message>
        <source>Long range</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/choices/long/name</extracomment>
        <translation>Longue portée</translation>
    </message>
    <message>
        <source>Extreme range</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/choices/extreme/name</extracomment>
        <translation>Portée extrême</translation>
    </message>
    <message>
        <source>Close order moving and firing</source>
        <extracomment>brigade.json: tests/fire/modifiers/moving/name</extracomment>
        <translation>Ordre serré qui se déplace et tire</translation>
    </message>
    <message>
        <source>Firing at skirmishers</source>
        <extracomment>brigade.json: tests/fire/modifiers/at-skirmishers/name</extracomment>
        <translation>Tir sur des tirailleurs</translation>
    </message>
    <message>
        <source>Target in cover</source>
        <extracomment>brigade.json: tests/fire/modifiers/target-in-cover/name</extracomment>
        <translation>Cible à couvert</translation>
    </message>
    <message>
        <source>Target in a strong house</source>
        <extracomment>brigade.json: tests/fire/modifiers/strong-house/name</extracomment>
        <translation>Cible dans une maison solide</translation>
    </message>
    <message>
        <source>Each hit on a gun kills a gunner.</source>
        <extracomment>brigade.json: tests/fire/effects/1/explain</extracomment>
        <translation>Chaque touche sur une pièce tue un servant.</translation>
    </message>
    <message>
        <source>Each hit kills a figure; bases go as their figures do.</source>
        <extracomment>brigade.json: tests/fire/effects/2/explain</extracomment>
        <translation>Chaque touche tue une figurine&#xa0;; les socles disparaissent avec leurs figurines.</translation>
    </message>
    <message>
        <source>A general with the unit may be hit.</source>
        <extracomment>brigade-1.0.0.json: tests/fire/ifAnySuccess/0/explain</extracomment>
        <translation>Un général avec l&apos;unité peut être touché.</translation>
    </message>
    <message>
        <source>Entering melee</source>
        <extracomment>brigade.json: tests/entering-melee/name</extracomment>
        <translation>Engager la mêlée</translation>
    </message>
    <message>
        <source>Chargers and counter-chargers test before contact; a unit holding to receive a charge tests only once a charger has passed. Roll a D6 and modify it.</source>
        <extracomment>brigade.json: tests/entering-melee/explain</extracomment>
        <translation>Chargeurs et contre-chargeurs testent avant le contact&#xa0;; une unité qui attend la charge de pied ferme ne teste qu&apos;une fois qu&apos;un chargeur a réussi. Lancer un D6 et le modifier.</translation>
    </message>
    <message>
        <source>Led by a general</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/led-by-general/name</extracomment>
        <translation>Menée par un général</translation>
    </message>
    <message>
        <source>Charging an exposed flank or rear</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/exposed-flank/name</extracomment>
        <translation>Charge sur un flanc découvert ou de revers</translation>
    </message>
    <message>
        <source>Charging unsupported gunners</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/unsupported-gunners/name</extracomment>
        <translation>Charge sur des servants non soutenus</translation>
    </message>
    <message>
        <source>Charging a defended obstacle</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/defended-obstacle/name</extracomment>
        <translation>Charge sur un obstacle défendu</translation>
    </message>
    <message>
        <source>Each 20% of bases lost</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/bases-lost/name</extracomment>
        <translation>Par tranche de 20 % de socles perdus</translation>
    </message>
    <message>
        <source>In column</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/column/name</extracomment>
        <translation>En colonne</translation>
    </message>
    <message>
        <source>Cavalry charging the front of ordered close-order infantry</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/cav-vs-formed-front/name</extracomment>
        <translation>Cavalerie chargeant de front une infanterie en ordre serré et en bon ordre</translation>
    </message>
    <message>
        <source>Being charged in flank or rear</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/charged-in-flank/name</extracomment>
        <translation>Chargée de flanc ou de revers</translation>
    </message>
    <message>
        <source>Unsupported gunners</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/own-gunners-unsupported/name</extracomment>
        <translation>Servants non soutenus</translation>
    </message>
    <message>
        <source>Goes in</source>
        <extracomment>brigade.json: tests/entering-melee/bands/goes-in/name</extracomment>
        <translation>Engage</translation>
    </message>
    <message>
        <source>Fails</source>
        <extracomment>brigade.json: tests/entering-melee/bands/fails/name</extracomment>
        <translation>Échoue</translation>
    </message>
    <message>
        <source>Chargers halt disorganised; a unit receiving the charge at the halt breaks and makes an initial rout move.</source>
        <extracomment>brigade.json: tests/entering-melee/bands/fails/explain</extracomment>
        <translation>Les chargeurs s&apos;arrêtent désorganisés&#xa0;; une unité qui reçoit la charge à l&apos;arrêt rompt et fait un premier mouvement de déroute.</translation>
    </message>
    <message>
        <source>Melee</source>
        <extracomment>brigade.json: tests/melee/name</extracomment>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>One D10 for each element that can fight (facing the enemy and touching it, or touching a friend that does: a one-base overlap fights). Each hits on 7 or more, the score needed moved by the modifiers. The side that loses more than it inflicts takes the losers&apos; test.</source>
        <extracomment>brigade.json: tests/melee/explain</extracomment>
        <translation>Un D10 pour chaque élément qui peut combattre (face à l&apos;ennemi et à son contact, ou au contact d&apos;un ami qui l&apos;est&#xa0;: un débordement d&apos;un socle combat). Chacun touche sur 7 ou plus, le score à obtenir déplacé par les modificateurs. Le camp qui perd plus qu&apos;il n&apos;inflige passe le test des vaincus.</translation>
    </message>
    <message>
        <source>Infantry charging</source>
        <extracomment>brigade.json: tests/melee/modifiers/infantry-charging/name</extracomment>
        <translation>Infanterie qui charge</translation>
    </message>
    <message>
        <source>No charge bonus against an enemy defending an obstacle.</source>
        <extracomment>brigade-1.0.0.json: tests/melee/modifiers/infantry-charging/explain</extracomment>
        <translation>Pas de bonus de charge contre un ennemi qui défend un obstacle.</translation>
    </message>
    <message>
        <source>Cavalry charging</source>
        <extracomment>brigade.json: tests/melee/modifiers/cavalry-charging/name</extracomment>
        <translation>Cavalerie qui charge</translation>
    </message>
    <message>
        <source>Close order fighting skirmishers</source>
        <extracomment>brigade.json: tests/melee/modifiers/vs-skirmishers/name</extracomment>
        <translation>Ordre serré contre des tirailleurs</translation>
    </message>
    <message>
        <source>Fighting unsupported gunners</source>
        <extracomment>brigade.json: tests/melee/modifiers/vs-unsupported-gunners/name</extracomment>
        <translation>Combat contre des servants non soutenus</translation>
    </message>
    <message>
        <source>Rifle armed</source>
        <extracomment>brigade.json: tests/melee/modifiers/rifles/name</extracomment>
        <translation>Armée de carabines rayées</translation>
    </message>
    <message>
        <source>Infantry against an obstacle</source>
        <extracomment>brigade.json: tests/melee/modifiers/infantry-vs-obstacle/name</extracomment>
        <translation>Infanterie contre un obstacle</translation>
    </message>
    <message>
        <source>Cavalry against an obstacle</source>
        <extracomment>brigade.json: tests/melee/modifiers/cavalry-vs-obstacle/name</extracomment>
        <translation>Cavalerie contre un obstacle</translation>
    </message>
    <message>
        <source>Infantry against a strong house</source>
        <extracomment>brigade.json: tests/melee/modifiers/vs-strong-house/name</extracomment>
        <translation>Infanterie contre une maison solide</translation>
    </message>
    <message>
        <source>Elements fighting</source>
        <extracomment>brigade.json: tests/melee/inputs/elements/name</extracomment>
        <translation>Éléments qui combattent</translation>
    </message>
    <message>
        <source>Bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: tests/melee/inputs/elements/explain</extracomment>
        <translation>Socles qui peuvent combattre, avec le débordement d&apos;un socle.</translation>
    </message>
    <message>
        <source>Melee losers&apos; test</source>
        <extracomment>brigade.json: tests/melee-losers/name</extracomment>
        <translation>Test des vaincus de la mêlée</translation>
    </message>
    <message>
        <source>Guns, infantry beaten by charging cavalry, and troops hit by a unit they could not fight back against break without a test. Others roll a D10; high is bad.</source>
        <extracomment>brigade.json: tests/melee-losers/explain</extracomment>
        <translation>Les pièces, l&apos;infanterie battue par une cavalerie qui charge et les troupes touchées par une unité contre laquelle elles ne pouvaient pas riposter rompent sans test. Les autres lancent un D10&#xa0;; un résultat élevé est mauvais.</translation>
    </message>
    <message>
        <source>Casualties suffered beyond those inflicted</source>
        <extracomment>brigade.json: tests/melee-losers/inputs/excessCasualties/name</extracomment>
        <translation>Pertes subies au-delà de celles infligées</translation>
    </message>
    <message>
        <source>Each casualty more than inflicted</source>
        <extracomment>brigade.json: tests/melee-losers/modifiers/excess/name</extracomment>
        <translation>Par perte de plus que celles infligées</translation>
    </message>
    <message>
        <source>Infantry that charged this move</source>
        <extracomment>brigade.json: tests/melee-losers/modifiers/infantry-charged/name</extracomment>
        <translation>Infanterie qui a chargé ce mouvement</translation>
    </message>
    <message>
        <source>Cavalry that charged this move</source>
        <extracomment>brigade.json: tests/melee-losers/modifiers/cavalry-charged/name</extracomment>
        <translation>Cavalerie qui a chargé ce mouvement</translation>
    </message>
    <message>
        <source>Breaks and routs</source>
        <extracomment>brigade.json: tests/melee-losers/bands/breaks/name</extracomment>
        <translation>Rompt et part en déroute</translation>
    </message>
    <message>
        <source>Falls back</source>
        <extracomment>brigade.json: tests/melee-losers/bands/falls-back/name</extracomment>
        <translation>Recule</translation>
    </message>
    <message>
        <source>Infantry fall back 2&quot;, cavalry 6&quot;; all disordered.</source>
        <extracomment>brigade.json: tests/melee-losers/bands/falls-back/explain</extracomment>
        <translation>L&apos;infanterie recule de 2&quot;, la cavalerie de 6&quot;&#xa0;; toutes en désordre.</translation>
    </message>
    <message>
        <source>General hit</source>
        <extracomment>brigade-1.0.0.json: tests/general-killed/name</extracomment>
        <translation>Général touché</translation>
    </message>
    <message>
        <source>General killed</source>
        <extracomment>brigade.json: tests/general-shot/onPass/name</extracomment>
        <translation>Général tué</translation>
    </message>
    <message>
        <source>General unhurt</source>
        <extracomment>brigade.json: tests/general-shot/onFail/name</extracomment>
        <translation>Général indemne</translation>
    </message>
    <message>
        <source>Routed units do not charge</source>
        <extracomment>brigade.json: chargeRules/routed-cannot-charge/name</extracomment>
        <translation>Les unités en déroute ne chargent pas</translation>
    </message>
    <message>
        <source>Skirmishers may not charge close-order troops</source>
        <extracomment>brigade.json: chargeRules/skirmishers-vs-close-order/name</extracomment>
        <translation>Les tirailleurs ne peuvent pas charger des troupes en ordre serré</translation>
    </message>
    <message>
        <source>Infantry may not charge the front of cavalry</source>
        <extracomment>brigade.json: chargeRules/infantry-vs-cavalry/name</extracomment>
        <translation>L&apos;infanterie ne peut pas charger la cavalerie de front</translation>
    </message>
    <message>
        <source>Only infantry may charge a strong house</source>
        <extracomment>brigade.json: chargeRules/strong-house-infantry-only/name</extracomment>
        <translation>Seule l&apos;infanterie peut charger une maison solide</translation>
    </message>
    <message>
        <source>The charge may be made</source>
        <extracomment>brigade.json: chargeRules/charge-goes/name</extracomment>
        <translation>La charge peut être lancée</translation>
    </message>
    <message>
        <source>Then the morale test for wishing to charge, and the entering-melee test.</source>
        <extracomment>brigade-1.0.0.json: chargeRules/charge-goes/explain</extracomment>
        <translation>Puis le test de moral pour vouloir charger, et le test pour engager la mêlée.</translation>
    </message>
    <message>
        <source>Each turn the sides take the moving role in turn; the side not moving fires in step 7.</source>
        <extracomment>brigade.json: activation/explain</extracomment>
        <translation>À chaque tour les camps prennent tour à tour le rôle de celui qui bouge&#xa0;; le camp qui ne bouge pas tire à l&apos;étape 7.</translation>
    </message>
    <message>
        <source>First side moves</source>
        <extracomment>brigade.json: activation/phases/side-a/name</extracomment>
        <translation>1er camp&#xa0;: mouvement</translation>
    </message>
    <message>
        <source>Second side moves</source>
        <extracomment>brigade.json: activation/phases/side-b/name</extracomment>
        <translation>2e camp&#xa0;: mouvement</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>brigade.json: fields/attached-general/choices/none</extracomment>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Cinc</source>
        <extracomment>brigade.json: fields/attached-general/choices/cinc</extracomment>
        <translation>Commandant en chef</translation>
    </message>
    <message>
        <source>command</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/command</extracomment>
        <translation>commandement</translation>
    </message>
    <message>
        <source>charges</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/charges</extracomment>
        <translation>charges</translation>
    </message>
    <message>
        <source>morale</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/morale</extracomment>
        <translation>moral</translation>
    </message>
    <message>
        <source>evade and rout</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/evade-and-rout</extracomment>
        <translation>esquive et déroute</translation>
    </message>
    <message>
        <source>charge moves</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/charge-moves</extracomment>
        <translation>mouvements de charge</translation>
    </message>
    <message>
        <source>normal moves</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/normal-moves</extracomment>
        <translation>mouvements normaux</translation>
    </message>
    <message>
        <source>enemy fire</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/enemy-fire</extracomment>
        <translation>tir ennemi</translation>
    </message>
    <message>
        <source>chargers enter melee</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/chargers-enter-melee</extracomment>
        <translation>les chargeurs engagent la mêlée</translation>
    </message>
    <message>
        <source>charged enter melee</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/charged-enter-melee</extracomment>
        <translation>les chargés engagent la mêlée</translation>
    </message>
    <message>
        <source>melee</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/melee</extracomment>
        <translation>mêlée</translation>
    </message>
    <message>
        <source>after melee</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/after-melee</extracomment>
        <translation>après la mêlée</translation>
    </message>
    <message>
        <source>The charger must pass its entering-melee test to go in; a unit that holds to receive it tests too, and breaks if it fails. Then both sides roll a die for each element fighting; the side that loses more than it inflicts takes the losers&apos; test, unless it breaks outright (guns, or foot beaten by charging horse).</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/explain</extracomment>
        <translation>Le chargeur doit réussir son test d&apos;entrée en mêlée ; une unité qui tient pour la recevoir teste aussi et se débande si elle échoue. Puis chaque camp lance un dé par élément au combat ; le camp qui perd plus qu&apos;il n&apos;inflige passe le test des vaincus, sauf s&apos;il se débande d&apos;office (canons, ou infanterie battue par de la cavalerie qui charge).</translation>
    </message>
    <message>
        <source>Distance</source>
        <extracomment>brigade.json: procedures/charge/inputs/distance/name</extracomment>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Inches from the charger to its target.</source>
        <extracomment>brigade.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation>Pouces entre le chargeur et sa cible.</translation>
    </message>
    <message>
        <source>Charger&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/charge/inputs/chargerElements/name</extracomment>
        <translation>Éléments du chargeur au combat</translation>
    </message>
    <message>
        <source>The charger&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/charge/inputs/chargerElements/explain</extracomment>
        <translation>Les socles du chargeur qui peuvent combattre, avec le débordement d&apos;un socle.</translation>
    </message>
    <message>
        <source>Defender&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/charge/inputs/targetElements/name</extracomment>
        <translation>Éléments du défenseur au combat</translation>
    </message>
    <message>
        <source>The defender&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/charge/inputs/targetElements/explain</extracomment>
        <translation>Les socles du défenseur qui peuvent combattre, avec le débordement d&apos;un socle.</translation>
    </message>
    <message>
        <source>Charger&apos;s casualties before the melee</source>
        <extracomment>brigade.json: procedures/charge/vars/chargerBefore/name</extracomment>
        <translation>Pertes du chargeur avant la mêlée</translation>
    </message>
    <message>
        <source>Defender&apos;s casualties before the melee</source>
        <extracomment>brigade.json: procedures/charge/vars/targetBefore/name</extracomment>
        <translation>Pertes du défenseur avant la mêlée</translation>
    </message>
    <message>
        <source>Casualties beyond those inflicted</source>
        <extracomment>brigade.json: procedures/charge/vars/excess/name</extracomment>
        <translation>Pertes au-delà de celles infligées</translation>
    </message>
    <message>
        <source>Charge not allowed</source>
        <extracomment>brigade.json: procedures/charge/endings/refused/name</extracomment>
        <translation>Charge interdite</translation>
    </message>
    <message>
        <source>The charge rules forbid it.</source>
        <extracomment>brigade.json: procedures/charge/endings/refused/explain</extracomment>
        <translation>Les règles de charge l&apos;interdisent.</translation>
    </message>
    <message>
        <source>Halted disorganised</source>
        <extracomment>brigade.json: procedures/charge/endings/halted/name</extracomment>
        <translation>Arrêté en désordre</translation>
    </message>
    <message>
        <source>The charger failed its entering-melee test.</source>
        <extracomment>brigade.json: procedures/charge/endings/halted/explain</extracomment>
        <translation>Le chargeur a raté son test d&apos;entrée en mêlée.</translation>
    </message>
    <message>
        <source>Defender broke</source>
        <extracomment>brigade.json: procedures/charge/endings/defender-broke/name</extracomment>
        <translation>Le défenseur s&apos;est débandé</translation>
    </message>
    <message>
        <source>The unit holding to receive the charge failed its test: it breaks and makes an initial rout move.</source>
        <extracomment>brigade.json: procedures/charge/endings/defender-broke/explain</extracomment>
        <translation>L&apos;unité qui tenait pour recevoir la charge a raté son test : elle se débande et fait un premier mouvement de déroute.</translation>
    </message>
    <message>
        <source>Charger won the melee</source>
        <extracomment>brigade.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation>Le chargeur a gagné la mêlée</translation>
    </message>
    <message>
        <source>Defender won the melee</source>
        <extracomment>brigade.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation>Le défenseur a gagné la mêlée</translation>
    </message>
    <message>
        <source>Melee drawn</source>
        <extracomment>brigade.json: procedures/charge/endings/drawn/name</extracomment>
        <translation>Mêlée indécise</translation>
    </message>
    <message>
        <source>Equal casualties: both sides fall back as the draw rules say, disordered.</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation>Pertes égales : les deux camps reculent comme le disent les règles d&apos;égalité, en désordre.</translation>
    </message>
    <message>
        <source>May it charge, and does it go in?</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/before/0/name</extracomment>
        <translation>Peut-elle charger, et y va-t-elle ?</translation>
    </message>
    <message>
        <source>The charge rules forbid some charges outright; any other charger takes its entering-melee test.</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/before/0/explain</extracomment>
        <translation>Les règles de charge interdisent certaines charges d&apos;office ; tout autre chargeur passe son test d&apos;entrée en mêlée.</translation>
    </message>
    <message>
        <source>Hold to receive</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/name</extracomment>
        <translation>Tenir pour recevoir</translation>
    </message>
    <message>
        <source>The unit stands at the halt; since the charger has passed its test, it must pass one too.</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/explain</extracomment>
        <translation>L&apos;unité reste à l&apos;arrêt ; puisque le chargeur a réussi son test, elle doit en réussir un aussi.</translation>
    </message>
    <message>
        <source>Breaks</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/0/onOutcome/fails/0/name</extracomment>
        <translation>Se débande</translation>
    </message>
    <message>
        <source>Winner and loser marked</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/0/name</extracomment>
        <translation>Vainqueur et vaincu notés</translation>
    </message>
    <message>
        <source>An automatic break?</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/2/then/0/name</extracomment>
        <translation>Une débandade d&apos;office ?</translation>
    </message>
    <message>
        <source>Breaks at once</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/2/then/0/then/0/name</extracomment>
        <translation>Se débande aussitôt</translation>
    </message>
    <message>
        <source>The side that lost more than it inflicted tests; each casualty beyond counts against it.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/2/then/0/else/0/explain</extracomment>
        <translation>Le camp qui a perdu plus qu&apos;il n&apos;a infligé teste ; chaque perte en plus compte contre lui.</translation>
    </message>
    <message>
        <source>Both disordered</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/1/then/0/name</extracomment>
        <translation>Tous deux en désordre</translation>
    </message>
    <message>
        <source>Each side rolls a d10 per element fighting; 7 or more (modified) kills a figure.</source>
        <extracomment>brigade.json: procedures/charge/after/1/explain</extracomment>
        <translation>Chaque camp lance un d10 par élément au combat ; 7 ou plus (modifié) tue une figurine.</translation>
    </message>
    <message>
        <source>Casualties from the last attack</source>
        <extracomment>brigade-1.1.0.json: fields/casualties-last-attack/name</extracomment>
        <translation>Pertes de la dernière attaque</translation>
    </message>
    <message>
        <source>What the latest fire or melee against the unit cost it: the count a general&apos;s risk is rolled against.</source>
        <extracomment>brigade-1.1.0.json: fields/casualties-last-attack/explain</extracomment>
        <translation>Ce que le dernier tir ou la dernière mêlée contre l&apos;unité lui a coûté : le nombre contre lequel on jette le risque d&apos;un général.</translation>
    </message>
    <message>
        <source>General&apos;s risk taken this phase</source>
        <extracomment>brigade-1.1.0.json: fields/general-risked/name</extracomment>
        <translation>Risque du général tiré cette phase</translation>
    </message>
    <message>
        <source>The unit&apos;s general has already rolled to see whether he was hit this phase.</source>
        <extracomment>brigade-1.1.0.json: fields/general-risked/explain</extracomment>
        <translation>Le général de l&apos;unité a déjà jeté le dé cette phase pour savoir s&apos;il était touché.</translation>
    </message>
    <message>
        <source>Counted for the entering-melee test this move.</source>
        <extracomment>brigade.json: tests/fire/effects/0/explain</extracomment>
        <translation>Compté pour le test d&apos;engagement de la mêlée pendant ce mouvement.</translation>
    </message>
    <message>
        <source>When a unit with a general attached loses figures in a shooting or melee phase, roll a D10: at or under the casualties that attack cost it, he is dead. He rolls once a phase, for the first attack that hurt the unit.</source>
        <extracomment>brigade-1.1.0.json: tests/general-killed/explain</extracomment>
        <translation>Quand une unité avec un général attaché perd des figurines pendant une phase de tir ou de mêlée, on jette un D10 : s&apos;il fait au plus les pertes que cette attaque lui a coûtées, le général est mort. Il ne jette qu&apos;une fois par phase, pour la première attaque qui a blessé l&apos;unité.</translation>
    </message>
    <message>
        <source>A new melee phase</source>
        <extracomment>brigade-1.1.0.json: procedures/charge/after/0/name</extracomment>
        <translation>Une nouvelle phase de mêlée</translation>
    </message>
    <message>
        <source>A general&apos;s risk is rolled once in the melee phase, whatever happened in the shooting.</source>
        <extracomment>brigade-1.1.0.json: procedures/charge/after/0/explain</extracomment>
        <translation>Le risque d&apos;un général est tiré une fois dans la phase de mêlée, quoi qu&apos;il soit arrivé pendant le tir.</translation>
    </message>
    <message>
        <source>After a draw</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/2/name</extracomment>
        <translation>Après une égalité</translation>
    </message>
    <message>
        <source>Both horse fall back 6&quot; disordered.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/2/then/0/effects/0/note</extracomment>
        <translation>Les deux cavaleries reculent de 6&quot; en désordre.</translation>
    </message>
    <message>
        <source>The horse falls back 12&quot; and the foot holds.</source>
        <extracomment>brigade-1.1.0.json: procedures/charge/after/2/melee/drawn/1/else/0/then/0/effects/0/note</extracomment>
        <translation>La cavalerie recule de 12&quot; et l&apos;infanterie tient.</translation>
    </message>
    <message>
        <source>The defender behind its obstacle halts; the charger falls back 2&quot;.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/2/else/0/else/0/else/0/then/0/effects/0/note</extracomment>
        <translation>Le défenseur derrière son obstacle s&apos;arrête ; le chargeur recule de 2&quot;.</translation>
    </message>
    <message>
        <source>The charger behind its obstacle halts; the defender falls back 2&quot;.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/2/else/0/else/0/else/0/else/0/then/0/effects/0/note</extracomment>
        <translation>Le chargeur derrière son obstacle s&apos;arrête ; le défenseur recule de 2&quot;.</translation>
    </message>
    <message>
        <source>In the open both fall back 1&quot;; either may move as usual next period.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/2/else/0/else/0/else/0/else/0/else/0/effects/0/note</extracomment>
        <translation>En terrain découvert, les deux reculent de 1&quot; ; chacun peut bouger normalement à la période suivante.</translation>
    </message>
    <message>
        <source>The first side in the order of battle has the moving role; the other fires in its step.</source>
        <extracomment>brigade.json: activation/phases/side-a/explain</extracomment>
        <translation>Le premier camp de l&apos;ordre de bataille a le rôle de mouvement&#xa0;; l&apos;autre tire à son étape.</translation>
    </message>
    <message>
        <source>Command and control</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/command/name</extracomment>
        <translation>Commandement et contrôle</translation>
    </message>
    <message>
        <source>The moving side&apos;s brigadiers test for the units they influence, and each uncontrolled unit rolls for how far it may go.</source>
        <extracomment>brigade-1.2.0.json: activation/phases/side-a/segments/command/explain</extracomment>
        <translation>Les brigadiers du camp qui bouge font un test pour les unités qu&apos;ils influencent, et chaque unité non contrôlée lance les dés pour savoir jusqu&apos;où elle peut aller.</translation>
    </message>
    <message>
        <source>Charges declared</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charges/name</extracomment>
        <translation>Charges déclarées</translation>
    </message>
    <message>
        <source>The moving side names its charges and tests the chargers&apos; morale; the other side says how each unit charged will answer.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charges/explain</extracomment>
        <translation>Le camp qui bouge annonce ses charges et teste le moral des chargeurs&#xa0;; l&apos;autre camp dit comment chaque unité chargée répondra.</translation>
    </message>
    <message>
        <source>Other morale tests</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/morale/name</extracomment>
        <translation>Autres tests de moral</translation>
    </message>
    <message>
        <source>Both sides take any other morale tests that are due.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/morale/explain</extracomment>
        <translation>Les deux camps passent les autres tests de moral dus.</translation>
    </message>
    <message>
        <source>Evades and routs</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/evade-and-rout/name</extracomment>
        <translation>Esquives et déroutes</translation>
    </message>
    <message>
        <source>Units evading a charge and units in rout move, on both sides.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/evade-and-rout/explain</extracomment>
        <translation>Les unités qui esquivent une charge et les unités en déroute bougent, des deux côtés.</translation>
    </message>
    <message>
        <source>Charge moves</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charge-moves/name</extracomment>
        <translation>Mouvements de charge</translation>
    </message>
    <message>
        <source>Chargers and counter-chargers close to an inch from the enemy.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charge-moves/explain</extracomment>
        <translation>Chargeurs et contre-chargeurs s&apos;approchent à un pouce de l&apos;ennemi.</translation>
    </message>
    <message>
        <source>Normal moves</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/normal-moves/name</extracomment>
        <translation>Mouvements normaux</translation>
    </message>
    <message>
        <source>The moving side makes its other moves; a formation change uses part of the move.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/normal-moves/explain</extracomment>
        <translation>Le camp qui bouge fait ses autres mouvements&#xa0;; un changement de formation prend une partie du mouvement.</translation>
    </message>
    <message>
        <source>The other side fires</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/enemy-fire/name</extracomment>
        <translation>L&apos;autre camp tire</translation>
    </message>
    <message>
        <source>Only the side that is not moving shoots; a general with a unit that lost figures may be hit.</source>
        <extracomment>brigade-1.2.0.json: activation/phases/side-a/segments/enemy-fire/explain</extracomment>
        <translation>Seul le camp qui ne bouge pas tire&#xa0;; un général avec une unité qui a perdu des figurines peut être touché.</translation>
    </message>
    <message>
        <source>Chargers test to go in</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/chargers-enter-melee/name</extracomment>
        <translation>Les chargeurs testent l&apos;entrée en mêlée</translation>
    </message>
    <message>
        <source>Every charger and counter-charger tests before contact.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/chargers-enter-melee/explain</extracomment>
        <translation>Chaque chargeur et contre-chargeur fait un test avant le contact.</translation>
    </message>
    <message>
        <source>Charged units test to stand</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charged-enter-melee/name</extracomment>
        <translation>Les unités chargées testent pour tenir</translation>
    </message>
    <message>
        <source>Units charged that did not evade test to stand, then both are moved into contact.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charged-enter-melee/explain</extracomment>
        <translation>Les unités chargées qui n&apos;ont pas esquivé testent pour tenir, puis les deux sont mises au contact.</translation>
    </message>
    <message>
        <source>Each element in contact rolls; a general with a unit that lost figures may be killed.</source>
        <extracomment>brigade-1.2.0.json: activation/phases/side-a/segments/melee/explain</extracomment>
        <translation>Chaque élément au contact lance un dé&#xa0;; un général avec une unité qui a perdu des figurines peut être tué.</translation>
    </message>
    <message>
        <source>After the melee</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/after-melee/name</extracomment>
        <translation>Après la mêlée</translation>
    </message>
    <message>
        <source>The side that lost more than it inflicted tests; winners follow up, pursue or halt.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/after-melee/explain</extracomment>
        <translation>Le camp qui a perdu plus qu&apos;il n&apos;a infligé fait un test&#xa0;; les vainqueurs suivent, poursuivent ou s&apos;arrêtent.</translation>
    </message>
    <message>
        <source>The roles swap: the second side moves and the first fires.</source>
        <extracomment>brigade.json: activation/phases/side-b/explain</extracomment>
        <translation>Les rôles s&apos;inversent&#xa0;: le second camp bouge et le premier tire.</translation>
    </message>
    <message>
        <source>Moved this phase</source>
        <extracomment>brigade.json: fields/moved/name</extracomment>
        <translation>A bougé dans cette phase</translation>
    </message>
    <message>
        <source>Set when the unit moves in its side&apos;s phase; cleared when the phase ends.</source>
        <extracomment>brigade.json: fields/moved/explain</extracomment>
        <translation>Posé quand l&apos;unité bouge dans la phase de son camp&#xa0;; effacé à la fin de la phase.</translation>
    </message>
    <message>
        <source>Fired this phase</source>
        <extracomment>brigade.json: fields/fired/name</extracomment>
        <translation>A tiré dans cette phase</translation>
    </message>
    <message>
        <source>Set when the unit fires; cleared when the phase ends.</source>
        <extracomment>brigade.json: fields/fired/explain</extracomment>
        <translation>Posé quand l&apos;unité tire&#xa0;; effacé à la fin de la phase.</translation>
    </message>
    <message>
        <source>Distance to the target</source>
        <extracomment>brigade.json: tests/fire/inputs/distance/name</extracomment>
        <translation>Distance à la cible</translation>
    </message>
    <message>
        <source>Measured to the target; sets the range band (0: by hand).</source>
        <extracomment>brigade.json: tests/fire/inputs/distance/explain</extracomment>
        <translation>Mesurée jusqu&apos;à la cible&#xa0;; donne la bande de portée (0&#xa0;: à la main).</translation>
    </message>
    <message>
        <source>Half move</source>
        <extracomment>brigade.json: fields/half-move/name</extracomment>
        <translation>Demi-mouvement</translation>
    </message>
    <message>
        <source>The command test allows at most half a move and no charge this move (cavalry may still counter-charge); cleared when the side&apos;s move ends.</source>
        <extracomment>brigade.json: fields/half-move/explain</extracomment>
        <translation>Le test de commandement ne permet qu’un demi-mouvement au plus et aucune charge ce mouvement (la cavalerie peut encore contre-charger)&#xa0;; effacé quand le mouvement du camp finit.</translation>
    </message>
    <message>
        <source>The command test allows no move this move, only a change of front or formation; cleared when the side&apos;s move ends.</source>
        <extracomment>brigade.json: fields/no-move/explain</extracomment>
        <translation>Le test de commandement ne permet aucun mouvement ce mouvement, seulement un changement de front ou de formation&#xa0;; effacé quand le mouvement du camp finit.</translation>
    </message>
    <message>
        <source>The rules say troops must rally from disorder but not how. We spend the unit&apos;s move (the order Rally from disorder); the alternative is the test Rally from disorder, the morale dice at 5 or more. Either way a unit below half strength stays disordered.</source>
        <extracomment>brigade.json: options/disorder-rally/explain</extracomment>
        <translation>Les règles disent que les troupes doivent se rallier du désordre mais pas comment. Nous dépensons le mouvement de l’unité (l’ordre Se rallier du désordre)&#xa0;; l’autre lecture est le test Se rallier du désordre, les dés de moral à 5 ou plus. Dans les deux cas, une unité sous la moitié de sa force reste en désordre.</translation>
    </message>
    <message>
        <source>Cavalry may still counter-charge. The brigadier carries the half-move marker for the units he influences.</source>
        <extracomment>brigade-1.1.0.json: tests/brigadier-command/onFail/explain</extracomment>
        <translation>La cavalerie peut encore contre-charger. Le brigadier porte le marqueur de demi-mouvement pour les unités qu’il influence.</translation>
    </message>
    <message>
        <source>Rally from disorder</source>
        <extracomment>brigade.json: tests/rally-from-disorder/name</extracomment>
        <translation>Se rallier du désordre</translation>
    </message>
    <message>
        <source>Under the morale-test reading of the rally from disorder: the morale dice and modifiers, and 5 or more recovers order. A unit below half strength stays disordered.</source>
        <extracomment>brigade.json: tests/rally-from-disorder/explain</extracomment>
        <translation>Selon la lecture par test de moral du ralliement du désordre&#xa0;: les dés et modificateurs de moral, et 5 ou plus rétablit l’ordre. Une unité sous la moitié de sa force reste en désordre.</translation>
    </message>
    <message>
        <source>Rallied</source>
        <extracomment>brigade.json: tests/rally-from-disorder/bands/rallied/name</extracomment>
        <translation>Ralliée</translation>
    </message>
    <message>
        <source>Still disordered</source>
        <extracomment>brigade.json: tests/rally-from-disorder/bands/still-disordered/name</extracomment>
        <translation>Toujours en désordre</translation>
    </message>
    <message>
        <source>It is not disordered.</source>
        <extracomment>brigade.json: tests/rally-from-disorder/requires/0/explain</extracomment>
        <translation>Elle n’est pas en désordre.</translation>
    </message>
    <message>
        <source>Under the chosen reading a unit rallies from disorder by giving up its move (the order), not by a test.</source>
        <extracomment>brigade.json: tests/rally-from-disorder/requires/1/explain</extracomment>
        <translation>Selon la lecture choisie, une unité se rallie du désordre en renonçant à son mouvement (l’ordre), pas par un test.</translation>
    </message>
    <message>
        <source>Below half strength in bases it stays disordered.</source>
        <extracomment>brigade.json: tests/rally-from-disorder/requires/2/explain</extracomment>
        <translation>Sous la moitié de sa force en socles, elle reste en désordre.</translation>
    </message>
    <message>
        <source>Guns fire unlimbered: a limbered or manhandled gun cannot fire.</source>
        <extracomment>brigade.json: tests/fire/requires/0/explain</extracomment>
        <translation>Les canons tirent dételés&#xa0;: un canon attelé ou manœuvré à bras ne peut pas tirer.</translation>
    </message>
    <message>
        <source>Generals do not fire, and the rules give cavalry no fire.</source>
        <extracomment>brigade.json: tests/fire/requires/1/explain</extracomment>
        <translation>Les généraux ne tirent pas, et les règles ne donnent pas de tir à la cavalerie.</translation>
    </message>
    <message>
        <source>its half-move marker from the command test is cleared as the side&apos;s move ends</source>
        <extracomment>brigade-1.1.0.json: activation/phases/side-a/atEnd/0/explain</extracomment>
        <translation>son marqueur de demi-mouvement du test de commandement est effacé à la fin du mouvement du camp</translation>
    </message>
    <message>
        <source>its no-move marker from the command test is cleared as the side&apos;s move ends</source>
        <extracomment>brigade-1.1.0.json: activation/phases/side-a/atEnd/1/explain</extracomment>
        <translation>son marqueur d’absence de mouvement du test de commandement est effacé à la fin du mouvement du camp</translation>
    </message>
    <message>
        <source>The unit spends its move recovering order (the default reading of the missing rally rule).</source>
        <extracomment>brigade.json: orders/rally-from-disorder/explain</extracomment>
        <translation>L’unité dépense son mouvement à rétablir l’ordre (la lecture par défaut de la règle de ralliement manquante).</translation>
    </message>
    <message>
        <source>Under the chosen reading a unit rallies from disorder with a morale test at 5+, not by giving up its move.</source>
        <extracomment>brigade.json: orders/rally-from-disorder/requires/0/explain</extracomment>
        <translation>Selon la lecture choisie, une unité se rallie du désordre par un test de moral à 5+, pas en renonçant à son mouvement.</translation>
    </message>
    <message>
        <source>It has already moved this turn: rallying takes its move.</source>
        <extracomment>brigade.json: orders/rally-from-disorder/requires/1/explain</extracomment>
        <translation>Elle s’est déjà déplacée ce tour&#xa0;: se rallier prend son mouvement.</translation>
    </message>
    <message>
        <source>In melee</source>
        <extracomment>brigade.json: fields/in-melee/name</extracomment>
        <translation>En mêlée</translation>
    </message>
    <message>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>brigade-1.1.0.json: fields/in-melee/explain</extracomment>
        <translation>Prise dans une mêlée qui continue&#xa0;: «&#xa0;Poursuivre la mêlée&#xa0;» sur sa fiche livre le round suivant. Une mêlée indécise le pose, une mêlée tranchée le lève&#xa0;; l&apos;arbitre le pose pour des unités déjà au contact.</translation>
    </message>
    <message>
        <source>Still in melee</source>
        <extracomment>brigade-1.1.0.json: procedures/charge/after/2/melee/drawn/2/name</extracomment>
        <translation>Toujours en mêlée</translation>
    </message>
    <message>
        <source>Continue melee</source>
        <extracomment>brigade.json: procedures/melee/name</extracomment>
        <translation>Poursuivre la mêlée</translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>brigade.json: procedures/melee/explain</extracomment>
        <translation>Une mêlée qui se poursuit depuis un tour précédent, ou entre unités déjà au contact&#xa0;: un round de plus, les deux camps ensemble, et tout ce qui en découle. L&apos;unité dont la fiche l&apos;ouvre est l&apos;acteur&#xa0;; choisissez l&apos;unité qu&apos;elle combat.</translation>
    </message>
    <message>
        <source>This unit&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/melee/inputs/chargerElements/name</extracomment>
        <translation>Éléments de cette unité au combat</translation>
    </message>
    <message>
        <source>This unit&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/melee/inputs/chargerElements/explain</extracomment>
        <translation>Les socles de cette unité en état de combattre, avec le débordement d&apos;un socle.</translation>
    </message>
    <message>
        <source>The enemy&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/melee/inputs/targetElements/name</extracomment>
        <translation>Éléments de l&apos;ennemi au combat</translation>
    </message>
    <message>
        <source>The enemy&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/melee/inputs/targetElements/explain</extracomment>
        <translation>Les socles de l&apos;ennemi en état de combattre, avec le débordement d&apos;un socle.</translation>
    </message>
    <message>
        <source>Won the melee</source>
        <extracomment>brigade.json: procedures/melee/endings/won/name</extracomment>
        <translation>Mêlée gagnée</translation>
    </message>
    <message>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>brigade.json: procedures/melee/endings/won/explain</extracomment>
        <translation>L&apos;unité dont c&apos;est la fiche a gagné ce round.</translation>
    </message>
    <message>
        <source>Lost the melee</source>
        <extracomment>brigade.json: procedures/melee/endings/lost/name</extracomment>
        <translation>Mêlée perdue</translation>
    </message>
    <message>
        <source>The unit it fights won this round.</source>
        <extracomment>brigade.json: procedures/melee/endings/lost/explain</extracomment>
        <translation>L&apos;unité qu&apos;elle combat a gagné ce round.</translation>
    </message>
    <message>
        <source>Neither side won: the melee goes on next turn.</source>
        <extracomment>brigade-1.1.0.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation>Aucun camp ne l&apos;emporte&#xa0;: la mêlée continue au tour suivant.</translation>
    </message>
    <message>
        <source>Fight on</source>
        <extracomment>brigade.json: procedures/melee/responses/fight/name</extracomment>
        <translation>Continuer le combat</translation>
    </message>
    <message>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>brigade.json: procedures/melee/responses/fight/explain</extracomment>
        <translation>Les deux unités restent en mêlée et livrent ce round.</translation>
    </message>
    <message>
        <source>The melee is over</source>
        <extracomment>brigade.json: procedures/melee/after/1/melee/decided/2/then/1/name</extracomment>
        <translation>La mêlée est finie</translation>
    </message>
    <message>
        <source>Reading a D5 off a D10</source>
        <extracomment>brigade.json: options/d5-reading/name</extracomment>
        <translation>Lire un D5 sur un D10</translation>
    </message>
    <message>
        <source>Elite and trained troops roll 2D5, and the rules do not say how to read a D5 off the D10s most tables have. We halve the D10, rounding up; the alternative counts 6 to 10 again as 1 to 5. Both give each number from 1 to 5 one time in five. Players with real five-sided dice type their faces as they are.</source>
        <extracomment>brigade.json: options/d5-reading/explain</extracomment>
        <translation>Les troupes d’élite et entraînées lancent 2D5, et les règles ne disent pas comment lire un D5 sur les D10 de la plupart des tables. Nous divisons le D10 par deux, arrondi au supérieur ; l’autre lecture recompte 6 à 10 comme 1 à 5. Les deux donnent chaque nombre de 1 à 5 une fois sur cinq. Avec de vrais dés à cinq faces, on saisit leurs faces telles quelles.</translation>
    </message>
    <message>
        <source>Halve the D10, rounding up</source>
        <extracomment>brigade.json: options/d5-reading/choices/halve-up/name</extracomment>
        <translation>Diviser le D10 par deux, arrondi au supérieur</translation>
    </message>
    <message>
        <source>6 to 10 count as 1 to 5</source>
        <extracomment>brigade.json: options/d5-reading/choices/wrap/name</extracomment>
        <translation>6 à 10 comptent comme 1 à 5</translation>
    </message>
    <message>
        <source>Real five-sided dice</source>
        <extracomment>brigade.json: options/d5-reading/choices/real-d5/name</extracomment>
        <translation>De vrais dés à cinq faces</translation>
    </message>
    <message>
        <source>D5 off a D10, halved</source>
        <extracomment>brigade.json: diceReadings/0/name</extracomment>
        <translation>D5 sur un D10, divisé par deux</translation>
    </message>
    <message>
        <source>A D10 halved, rounding up: 1–2 is 1, 3–4 is 2, 5–6 is 3, 7–8 is 4, 9–10 is 5.</source>
        <extracomment>brigade.json: diceReadings/0/explain</extracomment>
        <translation>Un D10 divisé par deux, arrondi au supérieur : 1–2 donne 1, 3–4 donne 2, 5–6 donne 3, 7–8 donne 4, 9–10 donne 5.</translation>
    </message>
    <message>
        <source>D5 off a D10, 6 to 10 again as 1 to 5</source>
        <extracomment>brigade.json: diceReadings/1/name</extracomment>
        <translation>D5 sur un D10, 6 à 10 recomptés comme 1 à 5</translation>
    </message>
    <message>
        <source>A D10 read as it falls up to 5; 6 to 10 count as 1 to 5.</source>
        <extracomment>brigade.json: diceReadings/1/explain</extracomment>
        <translation>Un D10 se lit tel quel jusqu’à 5 ; 6 à 10 comptent comme 1 à 5.</translation>
    </message>
    <message>
        <source>Each unit under him that is influenced moves fully.</source>
        <extracomment>brigade.json: tests/brigadier-command/onPass/explain</extracomment>
        <translation>Chaque unité influencée sous ses ordres se déplace pleinement.</translation>
    </message>
    <message>
        <source>Each unit under him that is influenced is marked Half move; cavalry may still counter-charge.</source>
        <extracomment>brigade.json: tests/brigadier-command/onFail/explain</extracomment>
        <translation>Chaque unité influencée sous ses ordres est marquée Demi-mouvement ; la cavalerie peut encore contre-charger.</translation>
    </message>
    <message>
        <source>Taken when wishing to charge, being charged, after 2 or more firing hits, each move at half strength or below when fired on or seeing friends rout, and when routing with no enemy in sight. Elite and trained roll 2D5 (read off D10s as the option &quot;Reading a D5 off a D10&quot; says); raw and militia roll 2D6.</source>
        <extracomment>brigade.json: tests/morale/explain</extracomment>
        <translation>Passé pour charger, quand on est chargé, après 2 touches de tir ou plus, à chaque mouvement à demi-effectif ou moins si l’on est visé ou si l’on voit des amis en déroute, et en déroute sans ennemi en vue. Élite et entraînés lancent 2D5 (lus sur des D10 comme le dit l’option « Lire un D5 sur un D10 ») ; recrues et milice lancent 2D6.</translation>
    </message>
    <message>
        <source>Work out control</source>
        <extracomment>brigade.json: orders/command-check/name</extracomment>
        <translation>Établir le contrôle</translation>
    </message>
    <message>
        <source>Before it moves, the table answers where the unit stands against its generals&apos; spans (a brigadier&apos;s 8&quot;, the commander-in-chief&apos;s 16&quot;, none while a general has joined a unit); its control state follows.</source>
        <extracomment>brigade.json: orders/command-check/explain</extracomment>
        <translation>Avant son mouvement, la table indique où se trouve l’unité par rapport à la portée de ses généraux (8&quot; pour un brigadier, 16&quot; pour le commandant en chef, aucune tant qu’un général a rejoint une unité) ; son état de contrôle en découle.</translation>
    </message>
    <message>
        <source>Led in person by a general who has joined it?</source>
        <extracomment>brigade.json: orders/command-check/asks/led/name</extracomment>
        <translation>Menée en personne par un général qui l’a rejointe ?</translation>
    </message>
    <message>
        <source>Within its brigadier&apos;s span (8&quot;)?</source>
        <extracomment>brigade.json: orders/command-check/asks/within-span/name</extracomment>
        <translation>Dans la portée de son brigadier (8&quot;) ?</translation>
    </message>
    <message>
        <source>Is its brigadier within the commander-in-chief&apos;s span (16&quot;)?</source>
        <extracomment>brigade.json: orders/command-check/asks/brigadier-commanded/name</extracomment>
        <translation>Son brigadier est-il dans la portée du commandant en chef (16&quot;) ?</translation>
    </message>
    <message>
        <source>Two or more hits this move</source>
        <extracomment>brigade.json: triggers/two-hits/name</extracomment>
        <translation>Deux touches ou plus ce mouvement</translation>
    </message>
    <message>
        <source>A unit that has lost two figures or more to fire during the move owes a morale test, taken with the other morale tests of the next move; one test covers the whole move&apos;s fire. Not taken by the end of the turn, it lapses.</source>
        <extracomment>brigade.json: triggers/two-hits/explain</extracomment>
        <translation>Une unité qui a perdu deux figurines ou plus au tir pendant le mouvement doit un test de moral, passé avec les autres tests de moral du mouvement suivant ; un test couvre tout le tir du mouvement. Pas passé à la fin du tour, il devient caduc.</translation>
    </message>
    <message>
        <source>Each time a unit with a general attached loses figures in a shooting or melee phase, roll a D10: at or under the casualties it suffered in that phase, he is dead.</source>
        <extracomment>brigade-1.0.0.json: tests/general-killed/explain</extracomment>
        <translation>Chaque fois qu&apos;une unité avec un général attaché perd des figurines lors d&apos;une phase de tir ou de mêlée, lancez un D10&#xa0;: à hauteur des pertes subies dans cette phase ou moins, il est tué.</translation>
    </message>
    <message>
        <source>Counted for the entering-melee test this move, and the count a general with the unit rolls against after the shooting.</source>
        <extracomment>brigade.json: fields/figures-killed-this-move/explain</extracomment>
        <translation>Compté pour le test d’entrée en mêlée de ce mouvement, et le nombre contre lequel un général avec l’unité lance après le tir.</translation>
    </message>
    <message>
        <source>Melee casualties this phase</source>
        <extracomment>brigade.json: fields/melee-casualties-this-phase/name</extracomment>
        <translation>Pertes en mêlée cette phase</translation>
    </message>
    <message>
        <source>Figures (or gunners) the unit has lost in melee this move: the count a general with it rolls against.</source>
        <extracomment>brigade.json: fields/melee-casualties-this-phase/explain</extracomment>
        <translation>Figurines (ou servants) que l’unité a perdues en mêlée ce mouvement : le nombre contre lequel un général avec elle lance.</translation>
    </message>
    <message>
        <source>General under fire</source>
        <extracomment>brigade.json: tests/general-shot/name</extracomment>
        <translation>Général sous le feu</translation>
    </message>
    <message>
        <source>A unit with a general attached that lost figures to this move&apos;s shooting rolls a D10 once the shooting is over: at or under all it lost to fire this move, the general is dead. Owed once a move (see the trigger), not after each volley.</source>
        <extracomment>brigade.json: tests/general-shot/explain</extracomment>
        <translation>Une unité avec un général attaché qui a perdu des figurines au tir de ce mouvement lance un D10 une fois le tir terminé : à ou sous tout ce qu’elle a perdu au feu ce mouvement, le général est mort. Dû une fois par mouvement (voir le déclencheur), pas après chaque salve.</translation>
    </message>
    <message>
        <source>General in the melee</source>
        <extracomment>brigade.json: tests/general-killed/name</extracomment>
        <translation>Général dans la mêlée</translation>
    </message>
    <message>
        <source>A unit with a general attached that lost figures in this move&apos;s melee rolls a D10 once the melee is fought: at or under all it lost in that melee, the general is dead. Owed once a move (see the trigger), not after each exchange.</source>
        <extracomment>brigade.json: tests/general-killed/explain</extracomment>
        <translation>Une unité avec un général attaché qui a perdu des figurines dans la mêlée de ce mouvement lance un D10 une fois la mêlée livrée : à ou sous tout ce qu’elle y a perdu, le général est mort. Dû une fois par mouvement (voir le déclencheur), pas après chaque échange.</translation>
    </message>
    <message>
        <source>General with a unit under fire</source>
        <extracomment>brigade.json: triggers/general-under-fire/name</extracomment>
        <translation>Général avec une unité sous le feu</translation>
    </message>
    <message>
        <source>Fire that kills figures of a unit with a general attached owes his roll, once a move: taken after the side&apos;s shooting, it counts every figure the unit lost to fire this move. Not taken by the end of the move, it lapses.</source>
        <extracomment>brigade.json: triggers/general-under-fire/explain</extracomment>
        <translation>Un tir qui tue des figurines d’une unité avec un général attaché lui doit son jet, une fois par mouvement : passé après le tir du camp, il compte chaque figurine que l’unité a perdue au feu ce mouvement. Non passé à la fin du mouvement, il devient caduc.</translation>
    </message>
    <message>
        <source>General with a unit in melee</source>
        <extracomment>brigade.json: triggers/general-in-melee/name</extracomment>
        <translation>Général avec une unité en mêlée</translation>
    </message>
    <message>
        <source>A melee that costs a unit with a general attached figures owes his roll, once a move: taken after the melee, it counts every figure the unit lost in it. Not taken by the end of the move, it lapses.</source>
        <extracomment>brigade.json: triggers/general-in-melee/explain</extracomment>
        <translation>Une mêlée qui coûte des figurines à une unité avec un général attaché lui doit son jet, une fois par mouvement : passé après la mêlée, il compte chaque figurine que l’unité y a perdue. Non passé à la fin du mouvement, il devient caduc.</translation>
    </message>
    <message>
        <source>Only the side that is not moving shoots; once it has, a general with a unit that lost figures rolls to see whether he was hit.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/enemy-fire/explain</extracomment>
        <translation>Seul le camp qui ne bouge pas tire ; ensuite, un général avec une unité qui a perdu des figurines lance pour savoir s’il a été touché.</translation>
    </message>
    <message>
        <source>Each element in contact rolls; once the melee is fought, a general with a unit that lost figures rolls to see whether he was killed.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/melee/explain</extracomment>
        <translation>Chaque élément au contact lance ; la mêlée livrée, un général avec une unité qui a perdu des figurines lance pour savoir s’il a été tué.</translation>
    </message>
    <message>
        <source>The moving side works out where each unit stands against its generals&apos; spans, its brigadiers test for the units they influence, and each uncontrolled unit rolls for how far it may go.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/command/explain</extracomment>
        <translation>Le camp qui bouge établit où se trouve chaque unité par rapport aux rayons de commandement de ses généraux, ses brigadiers font un test pour les unités qu’ils influencent, et chaque unité non contrôlée lance les dés pour savoir jusqu’où elle peut aller.</translation>
    </message>
    <message>
        <source>Charged this move</source>
        <extracomment>brigade.json: fields/charged/name</extracomment>
        <translation>A chargé ce mouvement</translation>
    </message>
    <message>
        <source>Set on the charger by the charge procedure once its charge goes in (set it by hand for a counter-charge or a charge played without the procedure). It gives the charging bonus in the melee and counts in the losers&apos; test; cleared when the move ends.</source>
        <extracomment>brigade.json: fields/charged/explain</extracomment>
        <translation>Mis sur le chargeur par la procédure de charge dès que sa charge entre (à mettre à la main pour une contre-charge ou une charge jouée sans la procédure). Il donne le bonus de charge dans la mêlée et compte dans le test des perdants&#xa0;; effacé à la fin du mouvement.</translation>
    </message>
    <message>
        <source>Won its last melee. The rules do not say how long a period is. We count a melee&apos;s result from the melee to the end of the turn after it, so the morale tests later in that turn and all through the next one take it into account; then it is cleared.</source>
        <extracomment>brigade.json: fields/won-melee/explain</extracomment>
        <translation>A gagné sa dernière mêlée. Les règles ne disent pas combien dure une période. Nous comptons le résultat d&apos;une mêlée de la mêlée à la fin du tour suivant, afin que les tests de moral du reste de ce tour et de tout le tour suivant en tiennent compte&#xa0;; ensuite il est effacé.</translation>
    </message>
    <message>
        <source>Lost its last melee. The rules do not say how long a period is. We count a melee&apos;s result from the melee to the end of the turn after it, so the morale tests later in that turn and all through the next one take it into account; then it is cleared.</source>
        <extracomment>brigade.json: fields/lost-melee/explain</extracomment>
        <translation>A perdu sa dernière mêlée. Les règles ne disent pas combien dure une période. Nous comptons le résultat d&apos;une mêlée de la mêlée à la fin du tour suivant, afin que les tests de moral du reste de ce tour et de tout le tour suivant en tiennent compte&#xa0;; ensuite il est effacé.</translation>
    </message>
    <message>
        <source>Melee result this turn</source>
        <extracomment>brigade.json: fields/melee-this-turn/name</extracomment>
        <translation>Résultat de mêlée ce tour</translation>
    </message>
    <message>
        <source>Set when a melee marks the unit as winner or loser this turn, so the end of this turn keeps the mark for one more turn. A mark set by hand without it is cleared at the end of the turn.</source>
        <extracomment>brigade.json: fields/melee-this-turn/explain</extracomment>
        <translation>Mis quand une mêlée désigne l&apos;unité comme gagnante ou perdante ce tour, afin que la fin de ce tour garde la marque un tour de plus. Une marque mise à la main sans lui est effacée à la fin du tour.</translation>
    </message>
    <message>
        <source>Units in contact whose melee is still to be fought (set by the umpire): Continue melee on its sheet fights it. No melee of these rules leaves them locked: the loser falls back or breaks, and a draw parts them, so every melee clears it.</source>
        <extracomment>brigade.json: fields/in-melee/explain</extracomment>
        <translation>Unités au contact dont la mêlée reste à livrer (mis par l&apos;arbitre)&#xa0;: «&#xa0;Poursuivre la mêlée&#xa0;» sur sa fiche la livre. Aucune mêlée de ces règles ne les laisse accrochées&#xa0;: le perdant recule ou se rompt, et un match nul les sépare, donc toute mêlée l&apos;efface.</translation>
    </message>
    <message>
        <source>Counts for a unit that charged this move, unless its enemy is defending an obstacle.</source>
        <extracomment>brigade.json: tests/melee/modifiers/infantry-charging/explain</extracomment>
        <translation>Compte pour une unité qui a chargé ce mouvement, sauf si son ennemi défend un obstacle.</translation>
    </message>
    <message>
        <source>The charge then has to reach its target and pass the entering-melee test.</source>
        <extracomment>brigade.json: chargeRules/charge-goes/explain</extracomment>
        <translation>La charge doit ensuite atteindre sa cible et réussir le test d&apos;entrée en mêlée.</translation>
    </message>
    <message>
        <source>The charge must be allowed and reach its target; the charger then tests to go in, and a unit that holds to receive it tests too, breaking if it fails. Both sides roll a die for each element fighting, the charger with its charging bonus; the side that loses more than it inflicts takes the losers&apos; test, unless it breaks outright (guns, or foot beaten by charging horse).</source>
        <extracomment>brigade.json: procedures/charge/explain</extracomment>
        <translation>La charge doit être permise et atteindre sa cible&#xa0;; le chargeur teste alors pour entrer, et une unité qui l&apos;attend de pied ferme teste aussi et se rompt si elle échoue. Chaque camp lance un dé par élément qui combat, le chargeur avec son bonus de charge&#xa0;; le camp qui perd plus qu&apos;il n&apos;inflige passe le test des perdants, à moins de se rompre d&apos;office (canons, ou infanterie battue par de la cavalerie qui charge).</translation>
    </message>
    <message>
        <source>Charge move</source>
        <extracomment>brigade.json: procedures/charge/inputs/chargeMove/name</extracomment>
        <translation>Mouvement de charge</translation>
    </message>
    <message>
        <source>How far the charger may go on a charge (its move and charge bonus); taken from the movement table unless entered.</source>
        <extracomment>brigade.json: procedures/charge/inputs/chargeMove/explain</extracomment>
        <translation>Jusqu&apos;où le chargeur peut aller en chargeant (son mouvement et son bonus de charge)&#xa0;; pris dans la table de mouvement sauf saisie.</translation>
    </message>
    <message>
        <source>Fell short</source>
        <extracomment>brigade.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation>Arrivée trop courte</translation>
    </message>
    <message>
        <source>The target is beyond the charge move: the charger makes its full charge move, makes no contact and is disordered.</source>
        <extracomment>brigade.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation>La cible est au-delà du mouvement de charge&#xa0;: le chargeur fait tout son mouvement de charge, n&apos;arrive pas au contact et est désordonné.</translation>
    </message>
    <message>
        <source>Equal casualties: the two part as the draw rules say; a draw with horse in it leaves both disordered.</source>
        <extracomment>brigade.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation>Pertes égales&#xa0;: les deux se séparent comme le disent les règles du match nul&#xa0;; si de la cavalerie y prend part, les deux sont désordonnées.</translation>
    </message>
    <message>
        <source>May it charge?</source>
        <extracomment>brigade.json: procedures/charge/before/0/name</extracomment>
        <translation>Peut-elle charger&#xa0;?</translation>
    </message>
    <message>
        <source>The charge rules forbid some charges outright.</source>
        <extracomment>brigade.json: procedures/charge/before/0/explain</extracomment>
        <translation>Les règles de charge interdisent certaines charges d&apos;emblée.</translation>
    </message>
    <message>
        <source>Can it reach?</source>
        <extracomment>brigade.json: procedures/charge/before/1/name</extracomment>
        <translation>Peut-elle atteindre la cible&#xa0;?</translation>
    </message>
    <message>
        <source>The rules let a charge be declared at any distance; one that cannot reach its target makes no contact, and a charge without contact disorders the charger.</source>
        <extracomment>brigade.json: procedures/charge/before/1/explain</extracomment>
        <translation>Les règles permettent de déclarer une charge à toute distance&#xa0;; celle qui ne peut atteindre sa cible n&apos;arrive pas au contact, et une charge sans contact désordonne le chargeur.</translation>
    </message>
    <message>
        <source>A charge that makes no contact leaves the charger disordered.</source>
        <extracomment>brigade.json: procedures/charge/before/1/then/0/effects/0/explain</extracomment>
        <translation>Une charge qui n&apos;arrive pas au contact laisse le chargeur désordonné.</translation>
    </message>
    <message>
        <source>Falls short</source>
        <extracomment>brigade.json: procedures/charge/before/1/then/0/name</extracomment>
        <translation>Trop court</translation>
    </message>
    <message>
        <source>Does it go in?</source>
        <extracomment>brigade.json: procedures/charge/before/2/name</extracomment>
        <translation>La charge entre-t-elle&#xa0;?</translation>
    </message>
    <message>
        <source>The charger tests before contact; a score of 0 or less halts it disorganised.</source>
        <extracomment>brigade.json: procedures/charge/before/2/explain</extracomment>
        <translation>Le chargeur teste avant le contact&#xa0;; à 0 ou moins il s&apos;arrête désorganisé.</translation>
    </message>
    <message>
        <source>It charged this move: its charging bonus counts in the melee and the losers&apos; test.</source>
        <extracomment>brigade.json: procedures/charge/before/3/effects/0/explain</extracomment>
        <translation>Elle a chargé ce mouvement&#xa0;: son bonus de charge compte dans la mêlée et dans le test des perdants.</translation>
    </message>
    <message>
        <source>The charge goes in</source>
        <extracomment>brigade.json: procedures/charge/before/3/name</extracomment>
        <translation>La charge entre</translation>
    </message>
    <message>
        <source>Neither won</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/0/name</extracomment>
        <translation>Aucun vainqueur</translation>
    </message>
    <message>
        <source>Horse in the draw?</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/1/name</extracomment>
        <translation>De la cavalerie dans le match nul&#xa0;?</translation>
    </message>
    <message>
        <source>The horse falls back 12&quot; and the foot holds; both are disordered.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/2/else/0/then/0/effects/0/note</extracomment>
        <translation>La cavalerie recule de 12&quot;, l&apos;infanterie tient&#xa0;; les deux sont désordonnées.</translation>
    </message>
    <message>
        <source>They part</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/3/name</extracomment>
        <translation>Ils se séparent</translation>
    </message>
    <message>
        <source>Every draw sends at least one side back: the melee does not go on.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/3/explain</extracomment>
        <translation>Tout match nul renvoie au moins un camp en arrière&#xa0;: la mêlée ne continue pas.</translation>
    </message>
    <message>
        <source>Neither side won: they part as the draw rules say, and the melee is over.</source>
        <extracomment>brigade.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation>Aucun camp n&apos;a gagné&#xa0;: ils se séparent comme le disent les règles du match nul, et la mêlée est terminée.</translation>
    </message>
    <message>
        <source>its melee won in the turn before no longer counts for morale</source>
        <extracomment>brigade.json: activation/endOfTurn/0/explain</extracomment>
        <translation>sa mêlée gagnée au tour précédent ne compte plus pour le moral</translation>
    </message>
    <message>
        <source>its melee lost in the turn before no longer counts for morale</source>
        <extracomment>brigade.json: activation/endOfTurn/1/explain</extracomment>
        <translation>sa mêlée perdue au tour précédent ne compte plus pour le moral</translation>
    </message>
</context>
<context>
    <name>ruleset:chosen-men</name>
    <message>
        <source>Charger shot down</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/1/name</extracomment>
        <translation>Chargeur abattu</translation>
    </message>
    <message>
        <source>The volley left no figure of the charger standing: the charge is over.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/1/explain</extracomment>
        <translation>La salve n&apos;a laissé debout aucune figurine du chargeur&#xa0;: la charge est terminée.</translation>
    </message>
    <message>
        <source>Chosen Men, expanded (003)</source>
        <extracomment>chosen-men.json: name</extracomment>
        <translation>Chosen Men, version étendue (003)</translation>
    </message>
    <message>
        <source>Skirmish rules at the level of single figures and squads: cards turned two at a time, roll-under morale, movement by several d10 kept or dropped, weapons with reload times, and a wound die.</source>
        <extracomment>chosen-men.json: explain</extracomment>
        <translation>Des règles d&apos;escarmouche au niveau de la figurine et de l&apos;escouade&#xa0;: cartes retournées deux par deux, moral à obtenir sous la valeur, mouvement avec plusieurs d10 gardés ou écartés, armes avec temps de rechargement, et un dé de blessure.</translation>
    </message>
    <message>
        <source>A natural 0 to hit</source>
        <extracomment>chosen-men.json: options/natural-zero/name</extracomment>
        <translation>Un 0 naturel pour toucher</translation>
    </message>
    <message>
        <source>We read a natural 0 as always a hit, then roll to see who is struck. The other reading needs the modified total to reach 8 as well.</source>
        <extracomment>chosen-men.json: options/natural-zero/explain</extracomment>
        <translation>Nous lisons un 0 naturel comme toujours une touche, puis lançons pour savoir qui est atteint. L&apos;autre lecture exige aussi que le total modifié atteigne 8.</translation>
    </message>
    <message>
        <source>Always a hit</source>
        <extracomment>chosen-men.json: options/natural-zero/choices/always-hits/name</extracomment>
        <translation>Toujours une touche</translation>
    </message>
    <message>
        <source>Only with a modified 8+</source>
        <extracomment>chosen-men.json: options/natural-zero/choices/needs-eight/name</extracomment>
        <translation>Seulement avec un 8+ modifié</translation>
    </message>
    <message>
        <source>Wound dice after a melee win by 3+</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/name</extracomment>
        <translation>Dés de blessure après une victoire en mêlée de 3+</translation>
    </message>
    <message>
        <source>We roll one wound die per point of the margin (3 over: 3 dice); the other reading rolls the margin less 2.</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/explain</extracomment>
        <translation>Nous lançons un dé de blessure par point d&apos;écart (3 de plus&#xa0;: 3 dés)&#xa0;; l&apos;autre lecture lance l&apos;écart moins 2.</translation>
    </message>
    <message>
        <source>The margin</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/choices/margin/name</extracomment>
        <translation>L&apos;écart</translation>
    </message>
    <message>
        <source>The margin less 2</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/choices/margin-less-2/name</extracomment>
        <translation>L&apos;écart moins 2</translation>
    </message>
    <message>
        <source>Troop class</source>
        <extracomment>chosen-men.json: ladders/class/name</extracomment>
        <translation>Classe de troupe</translation>
    </message>
    <message>
        <source>The value is the base morale a d10 must roll at or under. Crack is printed as 1; we read 10 (a d10&apos;s 0 is 10, and the list climbs 5 to 9).</source>
        <extracomment>chosen-men.json: ladders/class/explain</extracomment>
        <translation>La valeur est le moral de base qu&apos;un d10 doit égaler ou ne pas dépasser. L&apos;élite est imprimée 1&#xa0;; nous lisons 10 (le 0 d&apos;un d10 vaut 10, et la liste monte de 5 à 9).</translation>
    </message>
    <message>
        <source>Tribes and mobs</source>
        <extracomment>chosen-men.json: ladders/class/steps/tribes-and-mobs/name</extracomment>
        <translation>Tribus et cohues</translation>
    </message>
    <message>
        <source>Raw militia</source>
        <extracomment>chosen-men.json: ladders/class/steps/raw-militia/name</extracomment>
        <translation>Milice novice</translation>
    </message>
    <message>
        <source>Green</source>
        <extracomment>chosen-men.json: ladders/class/steps/green/name</extracomment>
        <translation>Bleus</translation>
    </message>
    <message>
        <source>Regular</source>
        <extracomment>chosen-men.json: ladders/class/steps/regular/name</extracomment>
        <translation>Réguliers</translation>
    </message>
    <message>
        <source>Veteran</source>
        <extracomment>chosen-men.json: ladders/class/steps/veteran/name</extracomment>
        <translation>Vétérans</translation>
    </message>
    <message>
        <source>Crack</source>
        <extracomment>chosen-men.json: ladders/class/steps/crack/name</extracomment>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Morale status</source>
        <extracomment>chosen-men.json: ladders/status/name</extracomment>
        <translation>État de moral</translation>
    </message>
    <message>
        <source>Steady</source>
        <extracomment>chosen-men.json: ladders/status/steps/steady/name</extracomment>
        <translation>Ferme</translation>
    </message>
    <message>
        <source>Falling back to cover</source>
        <extracomment>chosen-men.json: ladders/status/steps/in-cover/name</extracomment>
        <translation>Se replie à couvert</translation>
    </message>
    <message>
        <source>Leaderless</source>
        <extracomment>chosen-men.json: ladders/status/steps/leaderless/name</extracomment>
        <translation>Sans chef</translation>
    </message>
    <message>
        <source>Squad leader lost: to cover, load or fire only, until an officer promotes a new one.</source>
        <extracomment>chosen-men-1.0.0.json: ladders/status/steps/leaderless/explain</extracomment>
        <translation>Chef d&apos;escouade perdu&#xa0;: se mettre à couvert, charger ou tirer seulement, jusqu&apos;à ce qu&apos;un officier en nomme un nouveau.</translation>
    </message>
    <message>
        <source>Fleeing</source>
        <extracomment>chosen-men.json: ladders/status/steps/fleeing/name</extracomment>
        <translation>En fuite</translation>
    </message>
    <message>
        <source>Loose</source>
        <extracomment>chosen-men.json: formations/loose/name</extracomment>
        <translation>Dispersée</translation>
    </message>
    <message>
        <source>Formed</source>
        <extracomment>chosen-men.json: formations/formed/name</extracomment>
        <translation>En ordre</translation>
    </message>
    <message>
        <source>Ten or more eligible figures in contact, one or two ranks, one facing; not in buildings, woods or water, nor while fleeing.</source>
        <extracomment>chosen-men.json: formations/formed/explain</extracomment>
        <translation>Dix figurines éligibles ou plus au contact, sur un ou deux rangs, face dans une même direction&#xa0;; pas dans des bâtiments, des bois ou l&apos;eau, ni en fuite.</translation>
    </message>
    <message>
        <source>Infantry squad</source>
        <extracomment>chosen-men.json: unitTypes/squad/name</extracomment>
        <translation>Escouade d&apos;infanterie</translation>
    </message>
    <message>
        <source>5 to 15 figures with a squad leader; the others stay within 6&quot; of him.</source>
        <extracomment>chosen-men.json: unitTypes/squad/explain</extracomment>
        <translation>5 à 15 figurines avec un chef d&apos;escouade&#xa0;; les autres restent à moins de 6&quot; de lui.</translation>
    </message>
    <message>
        <source>Skirmisher squad</source>
        <extracomment>chosen-men.json: unitTypes/skirmish-squad/name</extracomment>
        <translation>Escouade de tirailleurs</translation>
    </message>
    <message>
        <source>Within 10&quot; of the squad leader; +2&quot; on every move; ignore hills and difficult going.</source>
        <extracomment>chosen-men.json: unitTypes/skirmish-squad/explain</extracomment>
        <translation>À moins de 10&quot; du chef d&apos;escouade&#xa0;; +2&quot; à chaque mouvement&#xa0;; ignore collines et terrain difficile.</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <extracomment>chosen-men.json: unitTypes/cavalry-squad/name</extracomment>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Mounted: may not go through buildings or dense woods. Dismounted they fight at -1 morale and cannot form.</source>
        <extracomment>chosen-men.json: unitTypes/cavalry-squad/explain</extracomment>
        <translation>Montée&#xa0;: ne peut traverser ni bâtiments ni bois denses. Démontée, elle combat à -1 en moral et ne peut pas se former en ordre.</translation>
    </message>
    <message>
        <source>Small gun (6 pdr)</source>
        <extracomment>chosen-men.json: unitTypes/gun-small/name</extracomment>
        <translation>Petite pièce (de 6)</translation>
    </message>
    <message>
        <source>3 crew to reload, 4 turns; +2 turns per crewman lost, +1 per one seriously wounded. The carriage takes 2 serious wounds from guns; a fatal result destroys it.</source>
        <extracomment>chosen-men.json: unitTypes/gun-small/explain</extracomment>
        <translation>3 servants pour recharger, 4 tours&#xa0;; +2 tours par servant perdu, +1 par servant gravement blessé. L&apos;affût encaisse 2 blessures graves dues à l&apos;artillerie&#xa0;; un résultat mortel le détruit.</translation>
    </message>
    <message>
        <source>Large gun (18 pdr)</source>
        <extracomment>chosen-men.json: unitTypes/gun-large/name</extracomment>
        <translation>Grosse pièce (de 18)</translation>
    </message>
    <message>
        <source>5 crew to reload, 5 turns. The carriage takes 4 serious wounds.</source>
        <extracomment>chosen-men.json: unitTypes/gun-large/explain</extracomment>
        <translation>5 servants pour recharger, 5 tours. L&apos;affût encaisse 4 blessures graves.</translation>
    </message>
    <message>
        <source>Horse artillery</source>
        <extracomment>chosen-men.json: unitTypes/horse-artillery/name</extracomment>
        <translation>Artillerie à cheval</translation>
    </message>
    <message>
        <source>Moves as cavalry but not over linear obstacles or through dense woods; 6 turns to unlimber and fire, 3 to limber and go.</source>
        <extracomment>chosen-men.json: unitTypes/horse-artillery/explain</extracomment>
        <translation>Se déplace comme la cavalerie, mais ni par-dessus les obstacles linéaires ni à travers les bois denses&#xa0;; 6 tours pour se mettre en batterie et tirer, 3 pour atteler et partir.</translation>
    </message>
    <message>
        <source>Officer</source>
        <extracomment>chosen-men.json: unitTypes/officer/name</extracomment>
        <translation>Officier</translation>
    </message>
    <message>
        <source>Activates his squads within 6&quot;, orders volleys, lends his rally bonus, and spends his bonus once a turn (personal combat, treating wounds, a re-roll). Cannot be singled out except by snipers.</source>
        <extracomment>chosen-men.json: unitTypes/officer/explain</extracomment>
        <translation>Active ses escouades à moins de 6&quot;, ordonne les salves, prête son bonus de ralliement et dépense son bonus une fois par tour (combat singulier, soins, relance). Ne peut être pris pour cible que par des tireurs d&apos;élite.</translation>
    </message>
    <message>
        <source>Small boat</source>
        <extracomment>chosen-men.json: unitTypes/boat/name</extracomment>
        <translation>Petite embarcation</translation>
    </message>
    <message>
        <source>2D10 plus or minus the current; at least half aboard must row.</source>
        <extracomment>chosen-men.json: unitTypes/boat/explain</extracomment>
        <translation>2D10 plus ou moins le courant&#xa0;; au moins la moitié des hommes à bord doit ramer.</translation>
    </message>
    <message>
        <source>Class</source>
        <extracomment>chosen-men.json: fields/class/name</extracomment>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Moves as</source>
        <extracomment>chosen-men.json: fields/mover/name</extracomment>
        <translation>Se déplace comme</translation>
    </message>
    <message>
        <source>Figures</source>
        <extracomment>chosen-men.json: fields/figures/name</extracomment>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Figures lost</source>
        <extracomment>chosen-men.json: fields/figures-lost/name</extracomment>
        <translation>Figurines perdues</translation>
    </message>
    <message>
        <source>Serious wounds</source>
        <extracomment>chosen-men.json: fields/serious-wounds/name</extracomment>
        <translation>Blessures graves</translation>
    </message>
    <message>
        <source>Minor wounds</source>
        <extracomment>chosen-men.json: fields/minor-wounds/name</extracomment>
        <translation>Blessures légères</translation>
    </message>
    <message>
        <source>Count as casualties for one turn; three untreated become serious.</source>
        <extracomment>chosen-men-1.0.0.json: fields/minor-wounds/explain</extracomment>
        <translation>Comptent comme pertes pendant un tour&#xa0;; trois non soignées en font une grave.</translation>
    </message>
    <message>
        <source>Squad leader lost</source>
        <extracomment>chosen-men.json: fields/squad-leader-lost/name</extracomment>
        <translation>Chef d&apos;escouade perdu</translation>
    </message>
    <message>
        <source>Officer lost</source>
        <extracomment>chosen-men.json: fields/officer-lost/name</extracomment>
        <translation>Officier perdu</translation>
    </message>
    <message>
        <source>In command</source>
        <extracomment>chosen-men.json: fields/in-command/name</extracomment>
        <translation>Sous commandement</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <extracomment>chosen-men.json: fields/skirmishers/name</extracomment>
        <translation>Tirailleurs</translation>
    </message>
    <message>
        <source>Mounted</source>
        <extracomment>chosen-men.json: fields/mounted/name</extracomment>
        <translation>Montée</translation>
    </message>
    <message>
        <source>Dismounted cavalry</source>
        <extracomment>chosen-men.json: fields/dismounted/name</extracomment>
        <translation>Cavalerie démontée</translation>
    </message>
    <message>
        <source>Blown (turns to recover)</source>
        <extracomment>chosen-men.json: fields/blown/name</extracomment>
        <translation>Essoufflée (tours avant récupération)</translation>
    </message>
    <message>
        <source>Weapon</source>
        <extracomment>chosen-men.json: fields/weapon/name</extracomment>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Gun loaded with</source>
        <extracomment>chosen-men.json: fields/ammunition/name</extracomment>
        <translation>Pièce chargée à</translation>
    </message>
    <message>
        <source>Loaded</source>
        <extracomment>chosen-men.json: fields/loaded/name</extracomment>
        <translation>Chargée</translation>
    </message>
    <message>
        <source>Rifle tap-loaded</source>
        <extracomment>chosen-men.json: fields/tap-loaded/name</extracomment>
        <translation>Carabine chargée à la hâte</translation>
    </message>
    <message>
        <source>A rifle tap-loaded for one turn fires as a musket.</source>
        <extracomment>chosen-men-1.0.0.json: fields/tap-loaded/explain</extracomment>
        <translation>Une carabine chargée à la hâte tire comme un mousquet pendant un tour.</translation>
    </message>
    <message>
        <source>Turns to reload</source>
        <extracomment>chosen-men.json: fields/reload-turns/name</extracomment>
        <translation>Tours de rechargement</translation>
    </message>
    <message>
        <source>British regulars</source>
        <extracomment>chosen-men.json: fields/british-regulars/name</extracomment>
        <translation>Réguliers britanniques</translation>
    </message>
    <message>
        <source>Reload muskets in one turn.</source>
        <extracomment>chosen-men.json: fields/british-regulars/explain</extracomment>
        <translation>Rechargent les mousquets en un tour.</translation>
    </message>
    <message>
        <source>Gun crew lost</source>
        <extracomment>chosen-men.json: fields/crew-lost/name</extracomment>
        <translation>Servants perdus</translation>
    </message>
    <message>
        <source>Gun crew seriously wounded</source>
        <extracomment>chosen-men.json: fields/crew-wounded/name</extracomment>
        <translation>Servants gravement blessés</translation>
    </message>
    <message>
        <source>Carriage serious wounds</source>
        <extracomment>chosen-men.json: fields/carriage-wounds/name</extracomment>
        <translation>Dégâts graves à l&apos;affût</translation>
    </message>
    <message>
        <source>Swords, bayonets or pikes</source>
        <extracomment>chosen-men.json: fields/blades/name</extracomment>
        <translation>Sabres, baïonnettes ou piques</translation>
    </message>
    <message>
        <source>With its colours</source>
        <extracomment>chosen-men.json: fields/with-colours/name</extracomment>
        <translation>Avec ses couleurs</translation>
    </message>
    <message>
        <source>Own colours lost</source>
        <extracomment>chosen-men.json: fields/colours-lost/name</extracomment>
        <translation>Couleurs perdues</translation>
    </message>
    <message>
        <source>Captured enemy colours</source>
        <extracomment>chosen-men.json: fields/colours-captured/name</extracomment>
        <translation>Couleurs ennemies prises</translation>
    </message>
    <message>
        <source>Grenadiers or guards</source>
        <extracomment>chosen-men.json: fields/grenadiers/name</extracomment>
        <translation>Grenadiers ou garde</translation>
    </message>
    <message>
        <source>Light troops</source>
        <extracomment>chosen-men.json: fields/light-troops/name</extracomment>
        <translation>Troupes légères</translation>
    </message>
    <message>
        <source>Has a musician</source>
        <extracomment>chosen-men.json: fields/musician/name</extracomment>
        <translation>A un musicien</translation>
    </message>
    <message>
        <source>Ignores minor wounds; may remove a serious wound from its command.</source>
        <extracomment>chosen-men-1.0.0.json: fields/musician/explain</extracomment>
        <translation>Ignore les blessures légères&#xa0;; peut retirer une blessure grave de son commandement.</translation>
    </message>
    <message>
        <source>Has a sniper</source>
        <extracomment>chosen-men.json: fields/sniper/name</extracomment>
        <translation>A un tireur d&apos;élite</translation>
    </message>
    <message>
        <source>Marines afloat</source>
        <extracomment>chosen-men.json: fields/afloat/name</extracomment>
        <translation>Fusiliers marins à flot</translation>
    </message>
    <message>
        <source>Powder wet</source>
        <extracomment>chosen-men.json: fields/powder-wet/name</extracomment>
        <translation>Poudre mouillée</translation>
    </message>
    <message>
        <source>Turns drying out</source>
        <extracomment>chosen-men.json: fields/drying-turns/name</extracomment>
        <translation>Tours de séchage</translation>
    </message>
    <message>
        <source>Officer&apos;s rally bonus</source>
        <extracomment>chosen-men.json: fields/rally-bonus/name</extracomment>
        <translation>Bonus de ralliement de l&apos;officier</translation>
    </message>
    <message>
        <source>Lent to linked units&apos; morale checks; also spent once a turn on a re-roll, personal combat or treating wounds.</source>
        <extracomment>chosen-men.json: fields/rally-bonus/explain</extracomment>
        <translation>Prêté aux tests de moral des unités liées&#xa0;; dépensé aussi une fois par tour pour une relance, un combat singulier ou des soins.</translation>
    </message>
    <message>
        <source>Holding fire</source>
        <extracomment>chosen-men.json: fields/hold-fire/name</extracomment>
        <translation>Retient son feu</translation>
    </message>
    <message>
        <source>May fire later this turn at any target in close range.</source>
        <extracomment>chosen-men-1.0.0.json: fields/hold-fire/explain</extracomment>
        <translation>Peut tirer plus tard ce tour sur toute cible à courte portée.</translation>
    </message>
    <message>
        <source>Pistol</source>
        <extracomment>chosen-men.json: weapons/pistol/name</extracomment>
        <translation>Pistolet</translation>
    </message>
    <message>
        <source>Reload 1 turn, 1 die.</source>
        <extracomment>chosen-men.json: weapons/pistol/explain</extracomment>
        <translation>Rechargement 1 tour, 1 dé.</translation>
    </message>
    <message>
        <source>Blunderbuss</source>
        <extracomment>chosen-men.json: weapons/blunderbuss/name</extracomment>
        <translation>Tromblon</translation>
    </message>
    <message>
        <source>Reload 2, 3 dice.</source>
        <extracomment>chosen-men.json: weapons/blunderbuss/explain</extracomment>
        <translation>Rechargement 2, 3 dés.</translation>
    </message>
    <message>
        <source>Musket</source>
        <extracomment>chosen-men.json: weapons/musket/name</extracomment>
        <translation>Mousquet</translation>
    </message>
    <message>
        <source>Reload 2 (crack, veteran and British regulars 1), 1 die.</source>
        <extracomment>chosen-men.json: weapons/musket/explain</extracomment>
        <translation>Rechargement 2 (élite, vétérans et réguliers britanniques 1), 1 dé.</translation>
    </message>
    <message>
        <source>Knox volley gun</source>
        <extracomment>chosen-men.json: weapons/knox-volley-gun/name</extracomment>
        <translation>Fusil à salve Knox</translation>
    </message>
    <message>
        <source>Reload 3, 4 dice.</source>
        <extracomment>chosen-men.json: weapons/knox-volley-gun/explain</extracomment>
        <translation>Rechargement 3, 4 dés.</translation>
    </message>
    <message>
        <source>Rifle</source>
        <extracomment>chosen-men.json: weapons/rifle/name</extracomment>
        <translation>Carabine rayée</translation>
    </message>
    <message>
        <source>Reload 2 (tap-loaded for a turn it fires as a musket), 1 die.</source>
        <extracomment>chosen-men.json: weapons/rifle/explain</extracomment>
        <translation>Rechargement 2 (chargée à la hâte, elle tire un tour comme un mousquet), 1 dé.</translation>
    </message>
    <message>
        <source>Cannon, ball</source>
        <extracomment>chosen-men.json: weapons/cannon-ball/name</extracomment>
        <translation>Canon, boulet</translation>
    </message>
    <message>
        <source>Reload 5, 1 die and bounce-through (a d10 for anything in its path).</source>
        <extracomment>chosen-men.json: weapons/cannon-ball/explain</extracomment>
        <translation>Rechargement 5, 1 dé et ricochet (un d10 pour tout ce qui se trouve sur sa trajectoire).</translation>
    </message>
    <message>
        <source>Cannon, grape</source>
        <extracomment>chosen-men.json: weapons/cannon-grape/name</extracomment>
        <translation>Canon, mitraille</translation>
    </message>
    <message>
        <source>Reload 5, 10 dice, 6&quot; spread.</source>
        <extracomment>chosen-men.json: weapons/cannon-grape/explain</extracomment>
        <translation>Rechargement 5, 10 dés, dispersion de 6&quot;.</translation>
    </message>
    <message>
        <source>Small cannon, ball</source>
        <extracomment>chosen-men.json: weapons/small-cannon-ball/name</extracomment>
        <translation>Petit canon, boulet</translation>
    </message>
    <message>
        <source>Reload 4, 1 die.</source>
        <extracomment>chosen-men.json: weapons/small-cannon-ball/explain</extracomment>
        <translation>Rechargement 4, 1 dé.</translation>
    </message>
    <message>
        <source>Small cannon, grape</source>
        <extracomment>chosen-men.json: weapons/small-cannon-grape/name</extracomment>
        <translation>Petit canon, mitraille</translation>
    </message>
    <message>
        <source>Reload 4, 5 dice.</source>
        <extracomment>chosen-men.json: weapons/small-cannon-grape/explain</extracomment>
        <translation>Rechargement 4, 5 dés.</translation>
    </message>
    <message>
        <source>Morale</source>
        <extracomment>chosen-men.json: tests/morale/name</extracomment>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Tested when the unit takes casualties, while it flees, when it charges and when it is charged. Roll a d10: at or under the modified morale it carries on. One or two over: it falls back to the nearest cover (already in cover, it may only load or fire). Three or more over: it flees its full move each turn and does nothing else until a morale check rallies it.</source>
        <extracomment>chosen-men-1.0.0.json: tests/morale/explain</extracomment>
        <translation>Testé quand l&apos;unité subit des pertes, tant qu&apos;elle fuit, quand elle charge et quand elle est chargée. Lancer un d10&#xa0;: égal ou inférieur au moral modifié, elle continue. Un ou deux au-dessus&#xa0;: elle se replie vers le couvert le plus proche (déjà à couvert, elle ne peut que charger ou tirer). Trois ou plus au-dessus&#xa0;: elle fuit de tout son mouvement à chaque tour et ne fait rien d&apos;autre jusqu&apos;à ce qu&apos;un test de moral la rallie.</translation>
    </message>
    <message>
        <source>Rally bonus of an officer within 2&quot;</source>
        <extracomment>chosen-men.json: tests/morale/inputs/rallyBonus/name</extracomment>
        <translation>Bonus de ralliement d&apos;un officier à moins de 2&quot;</translation>
    </message>
    <message>
        <source>Casualties</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/casualties/name</extracomment>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>Each figure lost, each serious wound and each minor wound still counting this turn.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/casualties/explain</extracomment>
        <translation>Chaque figurine perdue, chaque blessure grave et chaque blessure légère qui compte encore ce tour.</translation>
    </message>
    <message>
        <source>Squad leader or officer lost</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/leader-lost/name</extracomment>
        <translation>Chef d&apos;escouade ou officier perdu</translation>
    </message>
    <message>
        <source>The squad leader is down, or its officer killed or captured.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/leader-lost/explain</extracomment>
        <translation>Le chef d&apos;escouade est à terre, ou son officier tué ou capturé.</translation>
    </message>
    <message>
        <source>Casualty from artillery</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/artillery-casualty/name</extracomment>
        <translation>Perte due à l&apos;artillerie</translation>
    </message>
    <message>
        <source>Some of the casualties being tested for came from guns.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/artillery-casualty/explain</extracomment>
        <translation>Une partie des pertes testées vient de l&apos;artillerie.</translation>
    </message>
    <message>
        <source>Supported by formed troops</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/supported/name</extracomment>
        <translation>Soutenue par des troupes en ordre</translation>
    </message>
    <message>
        <source>Defending hard cover or a building</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/hard-cover/name</extracomment>
        <translation>Défend un couvert dur ou un bâtiment</translation>
    </message>
    <message>
        <source>Officer within 2&quot; rallying</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/officer-rallying/name</extracomment>
        <translation>Officier à moins de 2&quot; qui rallie</translation>
    </message>
    <message>
        <source>Adds the officer&apos;s rally bonus.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/officer-rallying/explain</extracomment>
        <translation>Ajoute le bonus de ralliement de l&apos;officier.</translation>
    </message>
    <message>
        <source>With the colours</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/colours/name</extracomment>
        <translation>Avec les couleurs</translation>
    </message>
    <message>
        <source>In contact with, or in formation with, its colours.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/colours/explain</extracomment>
        <translation>Au contact de ses couleurs, ou en formation avec elles.</translation>
    </message>
    <message>
        <source>A permanent mark against the whole command.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/colours-lost/explain</extracomment>
        <translation>Une marque permanente contre tout le commandement.</translation>
    </message>
    <message>
        <source>Carries on</source>
        <extracomment>chosen-men.json: tests/morale/bands/steady/name</extracomment>
        <translation>Continue</translation>
    </message>
    <message>
        <source>A fleeing unit that passes has rallied.</source>
        <extracomment>chosen-men.json: tests/morale/bands/steady/effects/0/explain</extracomment>
        <translation>Une unité en fuite qui réussit s&apos;est ralliée.</translation>
    </message>
    <message>
        <source>Falls back to cover</source>
        <extracomment>chosen-men.json: tests/morale/bands/to-cover/name</extracomment>
        <translation>Se replie à couvert</translation>
    </message>
    <message>
        <source>To the nearest cover; already in cover, it may only load or fire.</source>
        <extracomment>chosen-men-1.0.0.json: tests/morale/bands/to-cover/explain</extracomment>
        <translation>Vers le couvert le plus proche&#xa0;; déjà à couvert, elle ne peut que charger ou tirer.</translation>
    </message>
    <message>
        <source>Flees</source>
        <extracomment>chosen-men.json: tests/morale/bands/flees/name</extracomment>
        <translation>Fuit</translation>
    </message>
    <message>
        <source>Its full move away each turn, no other action, until rallied.</source>
        <extracomment>chosen-men.json: tests/morale/bands/flees/explain</extracomment>
        <translation>Tout son mouvement pour s&apos;éloigner à chaque tour, aucune autre action, jusqu&apos;au ralliement.</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>chosen-men.json: tests/move/name</extracomment>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Low walls and fences crossed</source>
        <extracomment>chosen-men.json: tests/move/inputs/obstacles/name</extracomment>
        <translation>Murets et clôtures franchis</translation>
    </message>
    <message>
        <source>Men over the gun&apos;s crew</source>
        <extracomment>chosen-men.json: tests/move/inputs/extraCrew/name</extracomment>
        <translation>Hommes en plus des servants de la pièce</translation>
    </message>
    <message>
        <source>Current (boats: + with it, - against)</source>
        <extracomment>chosen-men.json: tests/move/inputs/current/name</extracomment>
        <translation>Courant (embarcations&#xa0;: + avec lui, - contre lui)</translation>
    </message>
    <message>
        <source>Going</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/name</extracomment>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Roads: roll one die more and drop the lowest. Hills and difficult going: one more, drop the highest (skirmishers ignore it).</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/explain</extracomment>
        <translation>Routes&#xa0;: lancer un dé de plus et écarter le plus bas. Collines et terrain difficile&#xa0;: un de plus, écarter le plus haut (les tirailleurs l&apos;ignorent).</translation>
    </message>
    <message>
        <source>Road</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/choices/road/name</extracomment>
        <translation>Route</translation>
    </message>
    <message>
        <source>Hills or difficult going</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/choices/rough/name</extracomment>
        <translation>Collines ou terrain difficile</translation>
    </message>
    <message>
        <source>Woods, water or buildings</source>
        <extracomment>chosen-men.json: tests/move/modifiers/halved/name</extracomment>
        <translation>Bois, eau ou bâtiments</translation>
    </message>
    <message>
        <source>The roll is halved.</source>
        <extracomment>chosen-men.json: tests/move/modifiers/halved/explain</extracomment>
        <translation>Le jet est divisé par deux.</translation>
    </message>
    <message>
        <source>Walls and fences</source>
        <extracomment>chosen-men.json: tests/move/modifiers/obstacles/name</extracomment>
        <translation>Murs et clôtures</translation>
    </message>
    <message>
        <source>Boarding or leaving a boat</source>
        <extracomment>chosen-men.json: tests/move/modifiers/boarding/name</extracomment>
        <translation>Monter dans une embarcation ou en descendre</translation>
    </message>
    <message>
        <source>Each serious wound in the unit.</source>
        <extracomment>chosen-men.json: tests/move/modifiers/serious-wounds/explain</extracomment>
        <translation>Chaque blessure grave dans l&apos;unité.</translation>
    </message>
    <message>
        <source>Extra hands on the gun</source>
        <extracomment>chosen-men.json: tests/move/modifiers/extra-crew/name</extracomment>
        <translation>Bras en plus sur la pièce</translation>
    </message>
    <message>
        <source>+1&quot; per man over the crew, at most 10.</source>
        <extracomment>chosen-men.json: tests/move/modifiers/extra-crew/explain</extracomment>
        <translation>+1&quot; par homme en plus des servants, 10 au plus.</translation>
    </message>
    <message>
        <source>Current</source>
        <extracomment>chosen-men.json: tests/move/modifiers/current/name</extracomment>
        <translation>Courant</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>chosen-men.json: tests/fire/name</extracomment>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Each firer rolls its weapon&apos;s dice; a modified 8 or more is a hit, and each hit makes the target roll on the wound die (three dice for a small cannon&apos;s ball, six for a large gun&apos;s). A natural 0 is always a hit and a second d10 says who is struck.</source>
        <extracomment>chosen-men-1.0.0.json: tests/fire/explain</extracomment>
        <translation>Chaque tireur lance les dés de son arme&#xa0;; un 8 modifié ou plus est une touche, et chaque touche fait lancer le dé de blessure à la cible (trois dés pour le boulet d&apos;un petit canon, six pour celui d&apos;une grosse pièce). Un 0 naturel est toujours une touche et un second d10 dit qui est atteint.</translation>
    </message>
    <message>
        <source>Figures firing</source>
        <extracomment>chosen-men.json: tests/fire/inputs/firers/name</extracomment>
        <translation>Figurines qui tirent</translation>
    </message>
    <message>
        <source>Range</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/range/name</extracomment>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Close range</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/range/choices/close/name</extracomment>
        <translation>Courte portée</translation>
    </message>
    <message>
        <source>Effective range</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/range/choices/effective/name</extracomment>
        <translation>Portée efficace</translation>
    </message>
    <message>
        <source>Grape</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/grape/name</extracomment>
        <translation>Mitraille</translation>
    </message>
    <message>
        <source>Veteran or crack</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/veteran-or-crack/name</extracomment>
        <translation>Vétérans ou élite</translation>
    </message>
    <message>
        <source>Its value is lost from the printed table; we read +1.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/blunderbuss/explain</extracomment>
        <translation>Sa valeur manque dans la table imprimée&#xa0;; nous lisons +1.</translation>
    </message>
    <message>
        <source>Target formed or mounted</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-formed-or-mounted/name</extracomment>
        <translation>Cible en ordre ou montée</translation>
    </message>
    <message>
        <source>Value lost from the print; we read +1.</source>
        <extracomment>chosen-men.json: tests/snipe/modifiers/target-formed-or-mounted/explain</extracomment>
        <translation>Valeur absente de l&apos;imprimé&#xa0;; nous lisons +1.</translation>
    </message>
    <message>
        <source>Volley fire</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/volley/name</extracomment>
        <translation>Feu de salve</translation>
    </message>
    <message>
        <source>Formed troops only. Value lost from the print; we read +1.</source>
        <extracomment>chosen-men.json: tests/snipe/modifiers/volley/explain</extracomment>
        <translation>Troupes en ordre seulement. Valeur absente de l&apos;imprimé&#xa0;; nous lisons +1.</translation>
    </message>
    <message>
        <source>Firer green, militia or mob</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/poor-firers/name</extracomment>
        <translation>Tireur bleu, milice ou cohue</translation>
    </message>
    <message>
        <source>Firer mounted</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/firer-mounted/name</extracomment>
        <translation>Tireur monté</translation>
    </message>
    <message>
        <source>Target in cover</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-cover/name</extracomment>
        <translation>Cible à couvert</translation>
    </message>
    <message>
        <source>Soft cover</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-cover/choices/soft/name</extracomment>
        <translation>Couvert léger</translation>
    </message>
    <message>
        <source>Hard cover</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-cover/choices/hard/name</extracomment>
        <translation>Couvert dur</translation>
    </message>
    <message>
        <source>Target skirmishers</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-skirmishers/name</extracomment>
        <translation>Cible en tirailleurs</translation>
    </message>
    <message>
        <source>Turns to reload this weapon.</source>
        <extracomment>chosen-men.json: tests/fire/effects/5/explain</extracomment>
        <translation>Tours pour recharger cette arme.</translation>
    </message>
    <message>
        <source>The target rolls the wound die for each hit.</source>
        <extracomment>chosen-men-1.0.0.json: tests/fire/perSuccess/0/explain</extracomment>
        <translation>La cible lance le dé de blessure pour chaque touche.</translation>
    </message>
    <message>
        <source>A natural 0: who is struck?</source>
        <extracomment>chosen-men.json: tests/fire/perSuccess/2/explain</extracomment>
        <translation>Un 0 naturel&#xa0;: qui est atteint&#xa0;?</translation>
    </message>
    <message>
        <source>Sniper&apos;s shot</source>
        <extracomment>chosen-men.json: tests/snipe/name</extracomment>
        <translation>Tir du tireur d&apos;élite</translation>
    </message>
    <message>
        <source>A sniper (not while formed) may pick out a squad leader or officer in clear sight, hitting on a modified 10 or more.</source>
        <extracomment>chosen-men-1.0.0.json: tests/snipe/explain</extracomment>
        <translation>Un tireur d&apos;élite (pas en ordre) peut viser un chef d&apos;escouade ou un officier bien en vue, et touche sur un 10 modifié ou plus.</translation>
    </message>
    <message>
        <source>Leader hit</source>
        <extracomment>chosen-men.json: tests/snipe/onPass/name</extracomment>
        <translation>Chef touché</translation>
    </message>
    <message>
        <source>Missed</source>
        <extracomment>chosen-men.json: tests/snipe/onFail/name</extracomment>
        <translation>Manqué</translation>
    </message>
    <message>
        <source>Wound die</source>
        <extracomment>chosen-men.json: tests/wound/name</extracomment>
        <translation>Dé de blessure</translation>
    </message>
    <message>
        <source>1-4 a minor wound (a casualty for this turn only; three untreated make a serious wound), 5-7 a serious wound (permanent, -2&quot; to the unit&apos;s move; two make a fatality), 8-0 fatal.</source>
        <extracomment>chosen-men-1.0.0.json: tests/wound/explain</extracomment>
        <translation>1-4 une blessure légère (une perte pour ce tour seulement&#xa0;; trois non soignées en font une grave), 5-7 une blessure grave (permanente, -2&quot; au mouvement de l&apos;unité&#xa0;; deux font un mort), 8-0 mortelle.</translation>
    </message>
    <message>
        <source>Minor wound</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/name</extracomment>
        <translation>Blessure légère</translation>
    </message>
    <message>
        <source>The musician treats it: minor wounds are ignored.</source>
        <extracomment>chosen-men-1.0.0.json: tests/wound/bands/minor/effects/1/note</extracomment>
        <translation>Le musicien la soigne&#xa0;: les blessures légères sont ignorées.</translation>
    </message>
    <message>
        <source>Three untreated minor wounds become a serious one.</source>
        <extracomment>chosen-men-1.0.0.json: tests/wound/bands/minor/effects/2/explain</extracomment>
        <translation>Trois blessures légères non soignées en font une grave.</translation>
    </message>
    <message>
        <source>Two serious wounds make a fatality.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/7/explain</extracomment>
        <translation>Deux blessures graves font un mort.</translation>
    </message>
    <message>
        <source>Serious wound</source>
        <extracomment>chosen-men.json: tests/wound/bands/serious/name</extracomment>
        <translation>Blessure grave</translation>
    </message>
    <message>
        <source>A wounded horse: its rider dismounts and the horse bolts (a deviation die and 2D10 for its path).</source>
        <extracomment>chosen-men.json: tests/wound/bands/serious/effects/1/note</extracomment>
        <translation>Un cheval blessé&#xa0;: son cavalier met pied à terre et le cheval s&apos;emballe (un dé de déviation et 2D10 pour sa course).</translation>
    </message>
    <message>
        <source>Fatal</source>
        <extracomment>chosen-men.json: tests/wound/bands/fatal/name</extracomment>
        <translation>Mortelle</translation>
    </message>
    <message>
        <source>Who is hit</source>
        <extracomment>chosen-men.json: tests/who-is-hit/name</extracomment>
        <translation>Qui est touché</translation>
    </message>
    <message>
        <source>After a natural 0 to hit: 1-5 a ranker, 6-8 the squad leader, 9-0 an officer within 6&quot; of the target.</source>
        <extracomment>chosen-men-1.0.0.json: tests/who-is-hit/explain</extracomment>
        <translation>Après un 0 naturel pour toucher&#xa0;: 1-5 un homme du rang, 6-8 le chef d&apos;escouade, 9-0 un officier à moins de 6&quot; de la cible.</translation>
    </message>
    <message>
        <source>A ranker</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/ranker/name</extracomment>
        <translation>Un homme du rang</translation>
    </message>
    <message>
        <source>The squad leader</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/squad-leader/name</extracomment>
        <translation>Le chef d&apos;escouade</translation>
    </message>
    <message>
        <source>An officer within 6&quot;</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/officer/name</extracomment>
        <translation>Un officier à moins de 6&quot;</translation>
    </message>
    <message>
        <source>Melee</source>
        <extracomment>chosen-men.json: tests/melee/name</extracomment>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>Figure against figure (at most three to one): each rolls a modified d10. Ahead by 1-2: the loser backs off beyond command distance (captured if it cannot). Ahead by 3 or more: the loser is a casualty and rolls a wound die for each point of the margin. A draw fights on next round; grenadiers and guards win a draw against other troops by 1, light troops lose one by 1. Two or three against one are fought as one test per attacker, all against the same defender&apos;s die (see the input).</source>
        <extracomment>chosen-men-1.0.0.json: tests/melee/explain</extracomment>
        <translation>Figurine contre figurine (trois contre une au plus)&#xa0;: chacune lance un d10 modifié. Devant de 1-2&#xa0;: le perdant recule au-delà de la distance de commandement (capturé s&apos;il ne le peut pas). Devant de 3 ou plus&#xa0;: le perdant est une perte et lance un dé de blessure par point d&apos;écart. Une égalité se poursuit au round suivant&#xa0;; grenadiers et garde remportent une égalité de 1 contre d&apos;autres troupes, les troupes légères la perdent de 1. À deux ou trois contre un, on passe un test par attaquant, tous contre le même dé du défenseur (voir la donnée).</translation>
    </message>
    <message>
        <source>Officer&apos;s bonus spent</source>
        <extracomment>chosen-men.json: tests/melee/inputs/officerBonus/name</extracomment>
        <translation>Bonus de l&apos;officier dépensé</translation>
    </message>
    <message>
        <source>Defender&apos;s die already rolled</source>
        <extracomment>chosen-men.json: tests/melee/inputs/defenderDie/name</extracomment>
        <translation>Dé du défenseur déjà lancé</translation>
    </message>
    <message>
        <source>At two or three to one the defender rolls once, and that one die meets every attacker. For the first attacker leave this at 0 and the defender&apos;s die is rolled with the attacker&apos;s; for the second and third enter the face it showed (a 0 on the die is 10).</source>
        <extracomment>chosen-men.json: tests/melee/inputs/defenderDie/explain</extracomment>
        <translation>À deux ou trois contre un, le défenseur lance une seule fois, et ce dé unique affronte chaque attaquant. Pour le premier attaquant laissez 0 ici, et le dé du défenseur est lancé avec celui de l&apos;attaquant&#xa0;; pour le deuxième et le troisième, saisissez la face qu&apos;il a montrée (un 0 sur le dé vaut 10).</translation>
    </message>
    <message>
        <source>Charging over open ground</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/charging/name</extracomment>
        <translation>Charge en terrain découvert</translation>
    </message>
    <message>
        <source>Sword, bayonet, pike</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/blades/name</extracomment>
        <translation>Sabre, baïonnette, pique</translation>
    </message>
    <message>
        <source>Defending cover</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-cover/name</extracomment>
        <translation>Défend un couvert</translation>
    </message>
    <message>
        <source>Charged in a building</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/in-building/name</extracomment>
        <translation>Chargée dans un bâtiment</translation>
    </message>
    <message>
        <source>Counts on top of hard cover.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/in-building/explain</extracomment>
        <translation>S&apos;ajoute au couvert dur.</translation>
    </message>
    <message>
        <source>Formed infantry with bayonets against cavalry in front</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/formed-bayonets-charging/name</extracomment>
        <translation>Infanterie en ordre avec baïonnettes contre cavalerie de front</translation>
    </message>
    <message>
        <source>Not while blown.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/mounted/explain</extracomment>
        <translation>Pas quand elle est essoufflée.</translation>
    </message>
    <message>
        <source>Green or militia</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/green-or-militia/name</extracomment>
        <translation>Bleus ou milice</translation>
    </message>
    <message>
        <source>Mob or tribe</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/mob/name</extracomment>
        <translation>Cohue ou tribu</translation>
    </message>
    <message>
        <source>Attacker outnumbered</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/attacker-outnumbered/name</extracomment>
        <translation>Attaquant en infériorité numérique</translation>
    </message>
    <message>
        <source>Defender outnumbered</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-outnumbered/name</extracomment>
        <translation>Défenseur en infériorité numérique</translation>
    </message>
    <message>
        <source>Out of command</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/out-of-command/name</extracomment>
        <translation>Hors commandement</translation>
    </message>
    <message>
        <source>Attacker carries the colours</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/attacker-colours/name</extracomment>
        <translation>L&apos;attaquant porte les couleurs</translation>
    </message>
    <message>
        <source>Defender carries the colours</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-colours/name</extracomment>
        <translation>Le défenseur porte les couleurs</translation>
    </message>
    <message>
        <source>Officer&apos;s bonus</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/officer-bonus/name</extracomment>
        <translation>Bonus de l&apos;officier</translation>
    </message>
    <message>
        <source>An officer may spend his bonus in personal combat.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/officer-bonus/explain</extracomment>
        <translation>Un officier peut dépenser son bonus en combat singulier.</translation>
    </message>
    <message>
        <source>Cavalry charging a flank or rear</source>
        <extracomment>chosen-men-1.0.0.json: tests/melee/modifiers/cavalry-flank/name</extracomment>
        <translation>Cavalerie chargeant un flanc ou de revers</translation>
    </message>
    <message>
        <source>One extra wound die for each point of the winning margin.</source>
        <extracomment>chosen-men-1.0.0.json: tests/melee/modifiers/cavalry-flank/explain</extracomment>
        <translation>Un dé de blessure de plus par point de l&apos;écart gagnant.</translation>
    </message>
    <message>
        <source>Horses that charged are blown when the melee ends.</source>
        <extracomment>chosen-men.json: tests/melee/effects/1/explain</extracomment>
        <translation>Les chevaux qui ont chargé sont essoufflés à la fin de la mêlée.</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/name</extracomment>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>Fight on next round.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/explain</extracomment>
        <translation>Le combat continue au round suivant.</translation>
    </message>
    <message>
        <source>The attacker&apos;s grenadiers win the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/0/note</extracomment>
        <translation>Les grenadiers de l&apos;attaquant remportent l&apos;égalité de 1.</translation>
    </message>
    <message>
        <source>The defender&apos;s grenadiers win the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/1/note</extracomment>
        <translation>Les grenadiers du défenseur remportent l&apos;égalité de 1.</translation>
    </message>
    <message>
        <source>The attacker&apos;s light troops lose the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/2/note</extracomment>
        <translation>Les troupes légères de l&apos;attaquant perdent l&apos;égalité de 1.</translation>
    </message>
    <message>
        <source>The defender&apos;s light troops lose the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/3/note</extracomment>
        <translation>Les troupes légères du défenseur perdent l&apos;égalité de 1.</translation>
    </message>
    <message>
        <source>Loser backs off</source>
        <extracomment>chosen-men.json: tests/melee/bands/backs-off/name</extracomment>
        <translation>Le perdant recule</translation>
    </message>
    <message>
        <source>Beyond command distance; captured if it cannot.</source>
        <extracomment>chosen-men.json: tests/melee/bands/backs-off/explain</extracomment>
        <translation>Au-delà de la distance de commandement&#xa0;; capturé s&apos;il ne le peut pas.</translation>
    </message>
    <message>
        <source>Loser is a casualty</source>
        <extracomment>chosen-men.json: tests/melee/bands/casualty/name</extracomment>
        <translation>Le perdant est une perte</translation>
    </message>
    <message>
        <source>A wound die for each point of the margin (or the margin less 2, by option; cavalry charging a flank or rear add one per point).</source>
        <extracomment>chosen-men-1.0.0.json: tests/melee/bands/casualty/explain</extracomment>
        <translation>Un dé de blessure par point d&apos;écart (ou l&apos;écart moins 2, selon l&apos;option&#xa0;; la cavalerie qui charge un flanc ou de revers en ajoute un par point).</translation>
    </message>
    <message>
        <source>Landing a boat</source>
        <extracomment>chosen-men.json: tests/boat-landing/name</extracomment>
        <translation>Accoster</translation>
    </message>
    <message>
        <source>Away from a quay: 1-6 the boat lands; 7-9 it must move off to another landing place; 0 it overturns: boat and cargo lost, everyone ashore but two turns drying out and powder wet until resupplied.</source>
        <extracomment>chosen-men-1.0.0.json: tests/boat-landing/explain</extracomment>
        <translation>Loin d&apos;un quai&#xa0;: 1-6 l&apos;embarcation accoste&#xa0;; 7-9 elle doit repartir vers un autre point d&apos;accostage&#xa0;; 0 elle chavire&#xa0;: embarcation et chargement perdus, tout le monde à terre mais deux tours de séchage et poudre mouillée jusqu&apos;au ravitaillement.</translation>
    </message>
    <message>
        <source>Lands</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/lands/name</extracomment>
        <translation>Accoste</translation>
    </message>
    <message>
        <source>Must move off</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/move-off/name</extracomment>
        <translation>Doit repartir</translation>
    </message>
    <message>
        <source>Overturns</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/upends/name</extracomment>
        <translation>Chavire</translation>
    </message>
    <message>
        <source>The same bands the wound test uses, for looking up.</source>
        <extracomment>chosen-men.json: tables/wound-die/explain</extracomment>
        <translation>Les mêmes tranches que le test de blessure, à consulter.</translation>
    </message>
    <message>
        <source>A card for each unit and officer. Turn two at a time; each unit tests morale if it must, takes one action (move, load, fire, hold fire, heal) and resolves any melee. When the deck runs out, reshuffle with new units added and lost ones removed. A formation&apos;s unit cards may be taken out, leaving only its officer&apos;s.</source>
        <extracomment>chosen-men-1.0.0.json: activation/explain</extracomment>
        <translation>Une carte pour chaque unité et chaque officier. On en retourne deux à la fois&#xa0;; chaque unité teste son moral si elle le doit, fait une action (mouvement, chargement, tir, retenir son feu, soins) et résout toute mêlée. Quand le paquet est épuisé, on remélange en ajoutant les nouvelles unités et en retirant les perdues. Les cartes d&apos;unité d&apos;une formation peuvent être retirées, ne laissant que celle de son officier.</translation>
    </message>
    <message>
        <source>Unit</source>
        <extracomment>chosen-men.json: activation/cards/unit/name</extracomment>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Infantry</source>
        <extracomment>chosen-men.json: fields/mover/choices/infantry</extracomment>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Artillery</source>
        <extracomment>chosen-men.json: fields/mover/choices/artillery</extracomment>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Boat</source>
        <extracomment>chosen-men.json: fields/mover/choices/boat</extracomment>
        <translation>Embarcation</translation>
    </message>
    <message>
        <source>Cannon</source>
        <extracomment>chosen-men.json: fields/weapon/choices/cannon</extracomment>
        <translation>Canon</translation>
    </message>
    <message>
        <source>Small cannon</source>
        <extracomment>chosen-men.json: fields/weapon/choices/small-cannon</extracomment>
        <translation>Petit canon</translation>
    </message>
    <message>
        <source>Ball</source>
        <extracomment>chosen-men.json: fields/ammunition/choices/ball</extracomment>
        <translation>Boulet</translation>
    </message>
    <message>
        <source>No obstacles or difficult going crossed (downhill still counts, uphill never); it also cancels the target&apos;s cover. Blown horse gets no charge bonus until it has rested.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/charging/explain</extracomment>
        <translation>Aucun obstacle ni terrain difficile franchi (en descente cela compte encore, en montée jamais) ; cela annule aussi le couvert de la cible. La cavalerie essoufflée n&apos;a pas de bonus de charge avant de s&apos;être reposée.</translation>
    </message>
    <message>
        <source>The defender&apos;s cover counts only when the attacker did not charge over open ground: such a charge sweeps it aside.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-cover/explain</extracomment>
        <translation>Le couvert du défenseur ne compte que si l&apos;attaquant n&apos;a pas chargé en terrain découvert : une telle charge le balaie.</translation>
    </message>
    <message>
        <source>A charged unit that fails its morale test</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/name</extracomment>
        <translation>Une unité chargée qui rate son test de moral</translation>
    </message>
    <message>
        <source>The rules have the charged unit test but do not say whether a failure stops the melee. We let it fall back or flee before contact, so there is no melee this time; some players make it fight where it stands with its new morale state.</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/explain</extracomment>
        <translation>Les règles font tester l&apos;unité chargée sans dire si un échec empêche la mêlée. Nous la faisons reculer ou fuir avant le contact, sans mêlée cette fois ; certains joueurs la font combattre sur place avec son nouvel état de moral.</translation>
    </message>
    <message>
        <source>It gives way: no melee</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/choices/gives-way/name</extracomment>
        <translation>Elle cède : pas de mêlée</translation>
    </message>
    <message>
        <source>It fights where it stands</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/choices/fights/name</extracomment>
        <translation>Elle combat sur place</translation>
    </message>
    <message>
        <source>Melee loser&apos;s minor wounds</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-minor/name</extracomment>
        <translation>Blessures légères du perdant de la mêlée</translation>
    </message>
    <message>
        <source>Minor wounds the losing figure took from this melee&apos;s wound dice.</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-minor/explain</extracomment>
        <translation>Blessures légères que la figurine vaincue a reçues des dés de blessure de cette mêlée.</translation>
    </message>
    <message>
        <source>Melee loser&apos;s serious wounds</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-serious/name</extracomment>
        <translation>Blessures graves du perdant de la mêlée</translation>
    </message>
    <message>
        <source>Serious wounds the losing figure took from this melee&apos;s wound dice.</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-serious/explain</extracomment>
        <translation>Blessures graves que la figurine vaincue a reçues des dés de blessure de cette mêlée.</translation>
    </message>
    <message>
        <source>Melee loser down</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-down/name</extracomment>
        <translation>Perdant de la mêlée tombé</translation>
    </message>
    <message>
        <source>The figure that lost this melee by 3 or more has been killed by its wound dice.</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-down/explain</extracomment>
        <translation>La figurine qui a perdu cette mêlée de 3 ou plus a été tuée par ses dés de blessure.</translation>
    </message>
    <message>
        <source>Passed a morale test to charge</source>
        <extracomment>chosen-men.json: fields/charge-nerve/name</extracomment>
        <translation>Test de moral pour charger réussi</translation>
    </message>
    <message>
        <source>A unit that has already passed its morale test to charge this turn does not take it again.</source>
        <extracomment>chosen-men.json: fields/charge-nerve/explain</extracomment>
        <translation>Une unité qui a déjà réussi son test de moral pour charger ce tour ne le repasse pas.</translation>
    </message>
    <message>
        <source>Melee wound die</source>
        <extracomment>chosen-men-1.1.0.json: tests/melee-wound/name</extracomment>
        <translation>Dé de blessure de mêlée</translation>
    </message>
    <message>
        <source>The figure that lost a melee by 3 or more rolls these dice, and every result lands on that one figure: a fatal result, or a second serious wound, kills it and its earlier wounds go with it; three minor wounds on it make a serious one. Once it is down the rest of the dice do nothing.</source>
        <extracomment>chosen-men-1.1.0.json: tests/melee-wound/explain</extracomment>
        <translation>La figurine qui a perdu une mêlée de 3 ou plus jette ces dés, et chaque résultat la frappe, elle seule : un résultat mortel, ou une seconde blessure grave, la tue et ses blessures antérieures partent avec elle ; trois blessures légères sur elle en font une grave. Une fois tombée, les dés restants ne font rien.</translation>
    </message>
    <message>
        <source>Three minor wounds on the figure make a serious one.</source>
        <extracomment>chosen-men-1.1.0.json: tests/melee-wound/bands/minor/effects/3/explain</extracomment>
        <translation>Trois blessures légères sur la figurine en font une grave.</translation>
    </message>
    <message>
        <source>Charge</source>
        <extracomment>chosen-men.json: procedures/charge/name</extracomment>
        <translation>Charge</translation>
    </message>
    <message>
        <source>The charger tests its nerve (once a turn) and rolls its move: its squad leader must reach the target. The unit charged tests too, or, if it was holding its fire, tests and then fires at close range. Then one figure fights one figure: the melee&apos;s margin decides whether the loser backs off or rolls wound dice on that one figure, a draw goes to grenadiers or against light troops, and casualties bring a morale test.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/explain</extracomment>
        <translation>Le chargeur teste son courage (une fois par tour) et jette son mouvement : son chef d&apos;escouade doit atteindre la cible. L&apos;unité chargée teste aussi ou, si elle retenait son feu, teste puis tire à courte portée. Puis une figurine combat une figurine : l&apos;écart de la mêlée décide si le perdant recule ou jette des dés de blessure sur cette seule figurine ; une égalité va aux grenadiers ou contre les troupes légères, et les pertes entraînent un test de moral.</translation>
    </message>
    <message>
        <source>Distance</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/distance/name</extracomment>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Inches from the charging squad leader to its target.</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation>Pouces du chef d&apos;escouade qui charge jusqu&apos;à sa cible.</translation>
    </message>
    <message>
        <source>1 when no obstacle or difficult going is crossed (downhill counts even through difficult going, uphill never): the charge bonus, which sweeps the target&apos;s cover aside. 0 otherwise.</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/openGround/explain</extracomment>
        <translation>1 si aucun obstacle ni terrain difficile n&apos;est franchi (en descente cela compte même en terrain difficile, en montée jamais) : le bonus de charge, qui balaie le couvert de la cible. 0 sinon.</translation>
    </message>
    <message>
        <source>Into a flank or rear</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/flank/name</extracomment>
        <translation>Sur un flanc ou l&apos;arrière</translation>
    </message>
    <message>
        <source>1 when horse charges a flank or the rear: an extra wound die for each point it wins by.</source>
        <extracomment>chosen-men.json: procedures/melee/inputs/flank/explain</extracomment>
        <translation>1 quand la cavalerie charge un flanc ou l&apos;arrière : un dé de blessure de plus par point d&apos;écart de sa victoire.</translation>
    </message>
    <message>
        <source>Charge move rolled</source>
        <extracomment>chosen-men.json: procedures/charge/vars/reach/name</extracomment>
        <translation>Mouvement de charge jeté</translation>
    </message>
    <message>
        <source>Hits from the defender&apos;s fire</source>
        <extracomment>chosen-men.json: procedures/charge/vars/hits/name</extracomment>
        <translation>Touches du tir du défenseur</translation>
    </message>
    <message>
        <source>Melee margin</source>
        <extracomment>chosen-men.json: procedures/charge/vars/margin/name</extracomment>
        <translation>Écart de la mêlée</translation>
    </message>
    <message>
        <source>Wound dice for the loser</source>
        <extracomment>chosen-men.json: procedures/charge/vars/woundDice/name</extracomment>
        <translation>Dés de blessure du perdant</translation>
    </message>
    <message>
        <source>The charger will not go in</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-balked/name</extracomment>
        <translation>Le chargeur ne s&apos;engage pas</translation>
    </message>
    <message>
        <source>It failed its morale test: it falls back to cover or flees.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-balked/explain</extracomment>
        <translation>Il a raté son test de moral : il se replie à couvert ou fuit.</translation>
    </message>
    <message>
        <source>Fell short</source>
        <extracomment>chosen-men.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation>Trop court</translation>
    </message>
    <message>
        <source>The move rolled does not bring the squad leader to the target: the unit ends its move short of it.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation>Le mouvement jeté n&apos;amène pas le chef d&apos;escouade à la cible : l&apos;unité finit son mouvement en deçà.</translation>
    </message>
    <message>
        <source>The target gave way</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-gave-way/name</extracomment>
        <translation>La cible a cédé</translation>
    </message>
    <message>
        <source>It failed its morale test and falls back to cover or flees before contact.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-gave-way/explain</extracomment>
        <translation>Elle a raté son test de moral et se replie à couvert ou fuit avant le contact.</translation>
    </message>
    <message>
        <source>Halted by fire</source>
        <extracomment>chosen-men.json: procedures/charge/endings/halted/name</extracomment>
        <translation>Arrêté par le feu</translation>
    </message>
    <message>
        <source>The charger took casualties from the target&apos;s fire and failed the morale test they caused.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/halted/explain</extracomment>
        <translation>Le chargeur a subi des pertes du tir de la cible et a raté le test de moral qu&apos;elles ont provoqué.</translation>
    </message>
    <message>
        <source>Charger won the melee</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation>Le chargeur a gagné la mêlée</translation>
    </message>
    <message>
        <source>Defender won the melee</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation>Le défenseur a gagné la mêlée</translation>
    </message>
    <message>
        <source>Drawn</source>
        <extracomment>chosen-men.json: procedures/charge/endings/drawn/name</extracomment>
        <translation>Indécis</translation>
    </message>
    <message>
        <source>The melee goes on next round.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation>La mêlée continue au prochain round.</translation>
    </message>
    <message>
        <source>Nerve to charge</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/name</extracomment>
        <translation>Courage de charger</translation>
    </message>
    <message>
        <source>Morale test to charge</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/then/0/name</extracomment>
        <translation>Test de moral pour charger</translation>
    </message>
    <message>
        <source>A unit that already passed one to charge this turn does not test again.</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/then/0/explain</extracomment>
        <translation>Une unité qui en a déjà réussi un pour charger ce tour ne teste pas à nouveau.</translation>
    </message>
    <message>
        <source>Nerve to charge passed</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/then/0/onOutcome/steady/0/name</extracomment>
        <translation>Courage de charger prouvé</translation>
    </message>
    <message>
        <source>Charge move</source>
        <extracomment>chosen-men.json: procedures/charge/after/0/name</extracomment>
        <translation>Mouvement de charge</translation>
    </message>
    <message>
        <source>The charger&apos;s move dice; its squad leader must reach the target.</source>
        <extracomment>chosen-men.json: procedures/charge/after/0/explain</extracomment>
        <translation>Les dés de mouvement du chargeur ; son chef d&apos;escouade doit atteindre la cible.</translation>
    </message>
    <message>
        <source>Does it reach?</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/name</extracomment>
        <translation>Atteint-il ?</translation>
    </message>
    <message>
        <source>Receive the charge</source>
        <extracomment>chosen-men.json: procedures/charge/responses/stand/name</extracomment>
        <translation>Recevoir la charge</translation>
    </message>
    <message>
        <source>The unit charged tests its morale and meets the charge.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/stand/explain</extracomment>
        <translation>L&apos;unité chargée teste son moral et reçoit la charge.</translation>
    </message>
    <message>
        <source>Morale test on being charged</source>
        <extracomment>chosen-men.json: procedures/charge/responses/stand/steps/0/name</extracomment>
        <translation>Test de moral en étant chargée</translation>
    </message>
    <message>
        <source>Fire as they come in</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/name</extracomment>
        <translation>Tirer pendant qu&apos;ils arrivent</translation>
    </message>
    <message>
        <source>A unit holding its fire, loaded, may fire at the charger at close range, but only after passing its morale test.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/explain</extracomment>
        <translation>Une unité chargée qui retient son feu peut tirer sur le chargeur à courte portée, mais seulement après avoir réussi son test de moral.</translation>
    </message>
    <message>
        <source>Fire at the charger</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/0/name</extracomment>
        <translation>Tir sur le chargeur</translation>
    </message>
    <message>
        <source>Every figure still standing fires at close range; the charger rolls its wound dice below.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/0/explain</extracomment>
        <translation>Chaque figurine encore debout tire à courte portée ; le chargeur jette ses dés de blessure ci-dessous.</translation>
    </message>
    <message>
        <source>The charger&apos;s wound dice</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/3/name</extracomment>
        <translation>Les dés de blessure du chargeur</translation>
    </message>
    <message>
        <source>Casualties taken</source>
        <extracomment>chosen-men.json: triggers/casualties-taken/name</extracomment>
        <translation>Pertes subies</translation>
    </message>
    <message>
        <source>Morale after casualties</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/2/then/0/name</extracomment>
        <translation>Moral après des pertes</translation>
    </message>
    <message>
        <source>The charger took casualties from the fire and tests at once.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/2/then/0/explain</extracomment>
        <translation>Le chargeur a subi des pertes du tir et teste aussitôt.</translation>
    </message>
    <message>
        <source>Charge bonus</source>
        <extracomment>chosen-men.json: procedures/charge/after/3/name</extracomment>
        <translation>Bonus de charge</translation>
    </message>
    <message>
        <source>One figure against one; the margin decides.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/after/1/explain</extracomment>
        <translation>Une figurine contre une ; l&apos;écart décide.</translation>
    </message>
    <message>
        <source>Horses that charged into a melee are blown when it ends.</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/else/1/effects/0/explain</extracomment>
        <translation>Les chevaux qui ont chargé dans une mêlée sont essoufflés quand elle finit.</translation>
    </message>
    <message>
        <source>Blown horses</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/else/1/name</extracomment>
        <translation>Chevaux essoufflés</translation>
    </message>
    <message>
        <source>Grenadiers win a draw by 1</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/draw/0/name</extracomment>
        <translation>Les grenadiers gagnent une égalité de 1</translation>
    </message>
    <message>
        <source>Light troops lose a draw by 1</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/draw/0/else/0/else/0/name</extracomment>
        <translation>Les troupes légères perdent une égalité de 1</translation>
    </message>
    <message>
        <source>The loser backs off beyond command distance; a figure that cannot is captured.</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/draw/1/then/0/effects/0/note</extracomment>
        <translation>Le perdant recule au-delà de la distance de commandement ; une figurine qui ne le peut pas est capturée.</translation>
    </message>
    <message>
        <source>Horse charging a flank or rear</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/1/then/0/name</extracomment>
        <translation>Cavalerie chargeant un flanc ou l&apos;arrière</translation>
    </message>
    <message>
        <source>The loser&apos;s wound dice</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/2/name</extracomment>
        <translation>Les dés de blessure du perdant</translation>
    </message>
    <message>
        <source>Dice counted</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/2/steps/0/name</extracomment>
        <translation>Dés comptés</translation>
    </message>
    <message>
        <source>Once the dice are counted the margin is not needed again: runs that differ only in it go on alike.</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/2/steps/0/explain</extracomment>
        <translation>Une fois les dés comptés, l&apos;écart ne sert plus : les déroulements qui ne diffèrent que par lui continuent de même.</translation>
    </message>
    <message>
        <source>One die at a time until they are all rolled or the figure is down.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/after/1/onOutcome/casualty/3/explain</extracomment>
        <translation>Un dé à la fois, jusqu&apos;à ce qu&apos;ils soient tous jetés ou que la figurine tombe.</translation>
    </message>
    <message>
        <source>The side that lost the melee took casualties and tests at once.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/after/1/onOutcome/casualty/4/then/0/explain</extracomment>
        <translation>Le camp qui a perdu la mêlée a subi des pertes et teste aussitôt.</translation>
    </message>
    <message>
        <source>Inches moved: the kept dice, halved in woods, water and buildings, less 2&quot; for each low wall or fence, 4&quot; to board or leave a boat and 2&quot; for each serious wound in the unit, never below 0. Blown horse moves on the infantry dice until it has rested.</source>
        <extracomment>chosen-men-1.1.0.json: tests/move/explain</extracomment>
        <translation>Pouces parcourus : les dés gardés, divisés par deux en bois, eau et bâtiments, moins 2&quot; par muret ou clôture, 4&quot; pour monter dans un bateau ou en descendre et 2&quot; par blessure grave dans l&apos;unité, jamais moins de 0. La cavalerie essoufflée se déplace avec les dés de l&apos;infanterie jusqu&apos;à ce qu&apos;elle ait récupéré.</translation>
    </message>
    <message>
        <source>Turns of rest still needed after charging into melee; each turn it does nothing else counts one off.</source>
        <extracomment>chosen-men.json: fields/blown/explain</extracomment>
        <translation>Tours de repos encore nécessaires après une charge au corps à corps&#xa0;; chaque tour sans autre action en décompte un.</translation>
    </message>
    <message>
        <source>Turns of loading still needed after firing; each turn the unit spends doing nothing else counts one off, and at 0 it is loaded.</source>
        <extracomment>chosen-men.json: fields/reload-turns/explain</extracomment>
        <translation>Tours de chargement encore nécessaires après le tir&#xa0;; chaque tour où l’unité ne fait rien d’autre en décompte un, et à 0 elle est chargée.</translation>
    </message>
    <message>
        <source>Officer&apos;s bonus spent this turn</source>
        <extracomment>chosen-men.json: fields/bonus-spent/name</extracomment>
        <translation>Bonus de l’officier dépensé ce tour</translation>
    </message>
    <message>
        <source>What the officer has used of his bonus this turn (treating wounds and the like); it comes back each turn.</source>
        <extracomment>chosen-men.json: fields/bonus-spent/explain</extracomment>
        <translation>Ce que l’officier a utilisé de son bonus ce tour (soigner des blessures, etc.)&#xa0;; il revient à chaque tour.</translation>
    </message>
    <message>
        <source>Activated this turn</source>
        <extracomment>chosen-men.json: fields/activated/name</extracomment>
        <translation>Activée ce tour</translation>
    </message>
    <message>
        <source>Its card has come up, or its officer has activated it.</source>
        <extracomment>chosen-men.json: fields/activated/explain</extracomment>
        <translation>Sa carte est sortie, ou son officier l’a activée.</translation>
    </message>
    <message>
        <source>Took an action this turn</source>
        <extracomment>chosen-men.json: fields/acted/name</extracomment>
        <translation>A agi ce tour</translation>
    </message>
    <message>
        <source>Moved, fired, fought or treated its wounds this turn. A unit that did nothing else loads, and blown horses rest.</source>
        <extracomment>chosen-men.json: fields/acted/explain</extracomment>
        <translation>S’est déplacée, a tiré, combattu ou soigné ses blessures ce tour. Une unité qui n’a rien fait d’autre recharge, et les chevaux essoufflés se reposent.</translation>
    </message>
    <message>
        <source>A squad whose every figure is lost leaves play; its card leaves the deck at the next reshuffle.</source>
        <extracomment>chosen-men.json: removal/explain</extracomment>
        <translation>Une escouade qui a perdu toutes ses figurines quitte le jeu&#xa0;; sa carte quitte le paquet au prochain mélange.</translation>
    </message>
    <message>
        <source>No more than the figures the squad still has.</source>
        <extracomment>chosen-men.json: tests/fire/inputs/firers/explain</extracomment>
        <translation>Pas plus que les figurines qu’il reste à l’escouade.</translation>
    </message>
    <message>
        <source>Not loaded: it must spend its turns loading (Turns to reload) before it fires again.</source>
        <extracomment>chosen-men.json: tests/fire/requires/0/explain</extracomment>
        <translation>Pas chargée&#xa0;: elle doit passer ses tours à recharger (Tours de rechargement) avant de tirer à nouveau.</translation>
    </message>
    <message>
        <source>Not loaded: the sniper must load before he fires again.</source>
        <extracomment>chosen-men.json: tests/snipe/requires/2/explain</extracomment>
        <translation>Pas chargé&#xa0;: le tireur d’élite doit recharger avant de tirer à nouveau.</translation>
    </message>
    <message>
        <source>The officer acts: he may use his bonus once this turn, and activate his squads not yet activated whose leaders are within 6&quot; of him (the order &apos;Activated by its officer&apos; on each).</source>
        <extracomment>chosen-men.json: activation/cards/officer/explain</extracomment>
        <translation>L’officier agit&#xa0;: il peut utiliser son bonus une fois ce tour, et activer ses escouades pas encore activées dont le chef est à 6&quot; de lui ou moins (l’ordre «&#xa0;Activée par son officier&#xa0;» pour chacune).</translation>
    </message>
    <message>
        <source>Which of his squads not yet activated have their leaders within 6&quot; of him? Give each the order &apos;Activated by its officer&apos;.</source>
        <extracomment>chosen-men.json: activation/cards/officer/effects/1/note</extracomment>
        <translation>Lesquelles de ses escouades pas encore activées ont leur chef à 6&quot; de lui ou moins&#xa0;? Donnez à chacune l’ordre «&#xa0;Activée par son officier&#xa0;».</translation>
    </message>
    <message>
        <source>its minor wounds no longer count as casualties</source>
        <extracomment>chosen-men.json: activation/endOfTurn/0/explain</extracomment>
        <translation>ses blessures légères ne comptent plus comme pertes</translation>
    </message>
    <message>
        <source>spent the turn loading</source>
        <extracomment>chosen-men.json: activation/endOfTurn/1/explain</extracomment>
        <translation>a passé le tour à recharger</translation>
    </message>
    <message>
        <source>is loaded again</source>
        <extracomment>chosen-men.json: activation/endOfTurn/2/explain</extracomment>
        <translation>est de nouveau chargée</translation>
    </message>
    <message>
        <source>rested: its horses recover</source>
        <extracomment>chosen-men.json: activation/endOfTurn/3/explain</extracomment>
        <translation>s’est reposée&#xa0;: ses chevaux récupèrent</translation>
    </message>
    <message>
        <source>Treat wounds</source>
        <extracomment>chosen-men.json: orders/heal/name</extracomment>
        <translation>Soigner les blessures</translation>
    </message>
    <message>
        <source>A squad that does nothing else this turn treats its minor wounds: they are gone.</source>
        <extracomment>chosen-men-1.1.0.json: orders/heal/explain</extracomment>
        <translation>Une escouade qui ne fait rien d’autre ce tour soigne ses blessures légères&#xa0;: elles disparaissent.</translation>
    </message>
    <message>
        <source>It has already acted this turn; treating wounds is all it may do in a turn.</source>
        <extracomment>chosen-men.json: orders/heal/requires/0/explain</extracomment>
        <translation>Elle a déjà agi ce tour&#xa0;; soigner ses blessures est tout ce qu’elle peut faire dans un tour.</translation>
    </message>
    <message>
        <source>It has no minor wounds to treat.</source>
        <extracomment>chosen-men.json: orders/heal/requires/1/explain</extracomment>
        <translation>Elle n’a pas de blessures légères à soigner.</translation>
    </message>
    <message>
        <source>Field promotion</source>
        <extracomment>chosen-men.json: orders/field-promotion/name</extracomment>
        <translation>Promotion sur le terrain</translation>
    </message>
    <message>
        <source>An officer within 2&quot; names a new squad leader: the squad is led again and no longer bound to load or fire from cover.</source>
        <extracomment>chosen-men-1.1.0.json: orders/field-promotion/explain</extracomment>
        <translation>Un officier à 2&quot; ou moins nomme un nouveau chef d’escouade&#xa0;: l’escouade est de nouveau commandée et n’est plus tenue de recharger ou tirer à couvert.</translation>
    </message>
    <message>
        <source>An officer within 2&quot;?</source>
        <extracomment>chosen-men.json: orders/field-promotion/asks/officer-near/name</extracomment>
        <translation>Un officier à 2&quot; ou moins&#xa0;?</translation>
    </message>
    <message>
        <source>Only an officer within 2&quot; can promote a new squad leader.</source>
        <extracomment>chosen-men.json: orders/field-promotion/requires/0/explain</extracomment>
        <translation>Seul un officier à 2&quot; ou moins peut nommer un nouveau chef d’escouade.</translation>
    </message>
    <message>
        <source>Activated by its officer</source>
        <extracomment>chosen-men.json: orders/officer-activation/name</extracomment>
        <translation>Activée par son officier</translation>
    </message>
    <message>
        <source>On his card an officer activates any of his squads not yet activated whose leader is within 6&quot; of him; they form up on the leader as a free move and act as one.</source>
        <extracomment>chosen-men.json: orders/officer-activation/explain</extracomment>
        <translation>À sa carte, un officier active celles de ses escouades pas encore activées dont le chef est à 6&quot; de lui ou moins&#xa0;; elles se forment sur leur chef en mouvement gratuit et agissent ensemble.</translation>
    </message>
    <message>
        <source>Its squad leader within 6&quot; of the officer?</source>
        <extracomment>chosen-men.json: orders/officer-activation/asks/within-six/name</extracomment>
        <translation>Son chef d’escouade à 6&quot; de l’officier ou moins&#xa0;?</translation>
    </message>
    <message>
        <source>Only squads whose leader is within 6&quot; of the officer.</source>
        <extracomment>chosen-men.json: orders/officer-activation/requires/0/explain</extracomment>
        <translation>Seulement les escouades dont le chef est à 6&quot; de l’officier ou moins.</translation>
    </message>
    <message>
        <source>It has already been activated this turn.</source>
        <extracomment>chosen-men.json: orders/officer-activation/requires/1/explain</extracomment>
        <translation>Elle a déjà été activée ce tour.</translation>
    </message>
    <message>
        <source>Officer treats a wound</source>
        <extracomment>chosen-men.json: orders/officer-treats/name</extracomment>
        <translation>L’officier soigne une blessure</translation>
    </message>
    <message>
        <source>The officer spends a point of his bonus to take a wound off one of his squads: a serious one if it has any, else a minor one.</source>
        <extracomment>chosen-men-1.1.0.json: orders/officer-treats/explain</extracomment>
        <translation>L’officier dépense un point de son bonus pour ôter une blessure à l’une de ses escouades&#xa0;: une grave s’il y en a, sinon une légère.</translation>
    </message>
    <message>
        <source>His bonus is spent for this turn.</source>
        <extracomment>chosen-men.json: orders/officer-treats/requires/0/explain</extracomment>
        <translation>Son bonus est dépensé pour ce tour.</translation>
    </message>
    <message>
        <source>The squad has no wound to treat.</source>
        <extracomment>chosen-men.json: orders/officer-treats/requires/1/explain</extracomment>
        <translation>L’escouade n’a pas de blessure à soigner.</translation>
    </message>
    <message>
        <source>Untreated minor wounds: three become a serious one. They count as casualties only in the turn they are taken (the next field).</source>
        <extracomment>chosen-men-1.1.0.json: fields/minor-wounds/explain</extracomment>
        <translation>Blessures légères non soignées&#xa0;: trois en font une grave. Elles ne comptent comme pertes que le tour où elles sont reçues (le champ suivant).</translation>
    </message>
    <message>
        <source>Minor wounds counting this turn</source>
        <extracomment>chosen-men.json: fields/fresh-minor-wounds/name</extracomment>
        <translation>Blessures légères qui comptent ce tour</translation>
    </message>
    <message>
        <source>Minor wounds taken this turn: casualties for the morale test until the turn ends.</source>
        <extracomment>chosen-men-1.1.0.json: fields/fresh-minor-wounds/explain</extracomment>
        <translation>Blessures légères reçues ce tour&#xa0;: des pertes pour le test de moral jusqu’à la fin du tour.</translation>
    </message>
    <message>
        <source>In melee</source>
        <extracomment>chosen-men.json: fields/in-melee/name</extracomment>
        <translation>En mêlée</translation>
    </message>
    <message>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>chosen-men.json: fields/in-melee/explain</extracomment>
        <translation>Prise dans une mêlée qui continue&#xa0;: «&#xa0;Poursuivre la mêlée&#xa0;» sur sa fiche livre le round suivant. Une mêlée indécise le pose, une mêlée tranchée le lève&#xa0;; l&apos;arbitre le pose pour des unités déjà au contact.</translation>
    </message>
    <message>
        <source>Still in melee</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/then/0/name</extracomment>
        <translation>Toujours en mêlée</translation>
    </message>
    <message>
        <source>Continue melee</source>
        <extracomment>chosen-men.json: procedures/melee/name</extracomment>
        <translation>Poursuivre la mêlée</translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/melee/explain</extracomment>
        <translation>Une mêlée qui se poursuit depuis un tour précédent, ou entre unités déjà au contact&#xa0;: un round de plus, les deux camps ensemble, et tout ce qui en découle. L&apos;unité dont la fiche l&apos;ouvre est l&apos;acteur&#xa0;; choisissez l&apos;unité qu&apos;elle combat.</translation>
    </message>
    <message>
        <source>Won the melee</source>
        <extracomment>chosen-men.json: procedures/melee/endings/won/name</extracomment>
        <translation>Mêlée gagnée</translation>
    </message>
    <message>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/melee/endings/won/explain</extracomment>
        <translation>L&apos;unité dont c&apos;est la fiche a gagné ce round.</translation>
    </message>
    <message>
        <source>Lost the melee</source>
        <extracomment>chosen-men.json: procedures/melee/endings/lost/name</extracomment>
        <translation>Mêlée perdue</translation>
    </message>
    <message>
        <source>The unit it fights won this round.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/melee/endings/lost/explain</extracomment>
        <translation>L&apos;unité qu&apos;elle combat a gagné ce round.</translation>
    </message>
    <message>
        <source>Melee drawn</source>
        <extracomment>chosen-men.json: procedures/melee/endings/drawn/name</extracomment>
        <translation>Mêlée indécise</translation>
    </message>
    <message>
        <source>Neither side won: the melee goes on next turn.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation>Aucun camp ne l&apos;emporte&#xa0;: la mêlée continue au tour suivant.</translation>
    </message>
    <message>
        <source>Fight on</source>
        <extracomment>chosen-men.json: procedures/melee/responses/fight/name</extracomment>
        <translation>Continuer le combat</translation>
    </message>
    <message>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>chosen-men.json: procedures/melee/responses/fight/explain</extracomment>
        <translation>Les deux unités restent en mêlée et livrent ce round.</translation>
    </message>
    <message>
        <source>The melee is over</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/else/0/name</extracomment>
        <translation>La mêlée est finie</translation>
    </message>
    <message>
        <source>Whether the defender&apos;s fire hit</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/vars/anyHits/name</extracomment>
        <translation>Si le feu du défenseur a touché</translation>
    </message>
    <message>
        <source>Any hits?</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/1/name</extracomment>
        <translation>Des touches&#xa0;?</translation>
    </message>
    <message>
        <source>Whether the volley hit at all: all the steps below need to know, once its wound dice are counted.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/1/explain</extracomment>
        <translation>Si la salve a touché ou non&#xa0;: c&apos;est tout ce que les étapes suivantes doivent savoir, une fois ses dés de blessure comptés.</translation>
    </message>
    <message>
        <source>Once the dice are counted the number of hits is not needed again: runs that differ only in it go on alike.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/3/steps/0/explain</extracomment>
        <translation>Une fois les dés comptés, le nombre de touches ne sert plus&#xa0;: les déroulements qui ne diffèrent que par lui se poursuivent de même.</translation>
    </message>
    <message>
        <source>The squad is marked as having lost its leader: it makes for cover and may only load or fire until an officer promotes a new one (the umpire clears the marker if the wound proves light).</source>
        <extracomment>chosen-men-1.2.0.json: tests/who-is-hit/bands/squad-leader/explain</extracomment>
        <translation>L’escouade est marquée comme ayant perdu son chef : elle gagne un couvert et ne peut que charger ou tirer jusqu’à ce qu’un officier en nomme un nouveau (l’arbitre retire la marque si la blessure s’avère légère).</translation>
    </message>
    <message>
        <source>The squad is marked as having lost its officer, which counts against its morale (the umpire clears the marker if the wound proves light).</source>
        <extracomment>chosen-men-1.2.0.json: tests/who-is-hit/bands/officer/explain</extracomment>
        <translation>L’escouade est marquée comme ayant perdu son officier, ce qui compte contre son moral (l’arbitre retire la marque si la blessure s’avère légère).</translation>
    </message>
    <message>
        <source>Officer&apos;s re-roll</source>
        <extracomment>chosen-men.json: orders/officer-reroll/name</extracomment>
        <translation>Relance de l’officier</translation>
    </message>
    <message>
        <source>The officer spends a point of his bonus to have the test just taken rolled again; the new roll stands.</source>
        <extracomment>chosen-men.json: orders/officer-reroll/explain</extracomment>
        <translation>L’officier dépense un point de son bonus pour faire relancer le test qui vient d’être passé ; le nouveau jet compte.</translation>
    </message>
    <message>
        <source>Only an officer may spend his bonus on a re-roll.</source>
        <extracomment>chosen-men.json: orders/officer-reroll/requires/0/explain</extracomment>
        <translation>Seul un officier peut dépenser son bonus pour une relance.</translation>
    </message>
    <message>
        <source>A unit that loses a figure or takes a wound to fire owes a morale test, taken first when it is next activated. One test covers every casualty taken before it.</source>
        <extracomment>chosen-men.json: triggers/casualties-taken/explain</extracomment>
        <translation>Une unité qui perd une figurine ou subit une blessure au tir doit un test de moral, passé en premier à sa prochaine activation. Un test couvre toutes les pertes subies avant lui.</translation>
    </message>
    <message>
        <source>Inches moved: the kept dice, halved in woods, water and buildings, less 2&quot; for each low wall or fence, 4&quot; to board or leave a boat and 2&quot; for each serious wound in the unit, never below 0.</source>
        <extracomment>chosen-men-1.0.0.json: tests/move/explain</extracomment>
        <translation>Pouces parcourus&#xa0;: les dés gardés, divisés par deux en bois, dans l&apos;eau et les bâtiments, moins 2&quot; par muret ou clôture, 4&quot; pour monter dans un bateau ou en descendre et 2&quot; par blessure grave dans l&apos;unité, jamais sous 0.</translation>
    </message>
    <message>
        <source>One or two over its morale: it falls back to the nearest cover this turn (already in cover, it may only load or fire). It is steady again when the turn ends.</source>
        <extracomment>chosen-men.json: ladders/status/steps/in-cover/explain</extracomment>
        <translation>Un ou deux au-dessus de son moral&#xa0;: elle se replie vers le couvert le plus proche ce tour-ci (déjà à couvert, elle ne peut que charger ou tirer). Elle redevient ferme à la fin du tour.</translation>
    </message>
    <message>
        <source>Its squad leader is down: it falls back to cover and may only load or fire, until an officer within 2&quot; promotes another man. A failed morale test does not lift it, and once rallied from flight the squad is leaderless again.</source>
        <extracomment>chosen-men.json: ladders/status/steps/leaderless/explain</extracomment>
        <translation>Son chef d’escouade est hors de combat&#xa0;: elle se replie à couvert et ne peut que charger ou tirer, jusqu’à ce qu’un officier à 2&quot; ou moins promeuve un autre homme. Un test de moral raté ne l’efface pas, et une fois ralliée après la fuite l’escouade est de nouveau sans chef.</translation>
    </message>
    <message>
        <source>Three or more over its morale: it flees its full move each turn and does nothing else, testing again each time its card comes up, until a passed test rallies it.</source>
        <extracomment>chosen-men.json: ladders/status/steps/fleeing/explain</extracomment>
        <translation>Trois ou plus au-dessus de son moral&#xa0;: elle fuit de tout son mouvement à chaque tour et ne fait rien d’autre, testant de nouveau chaque fois que sa carte sort, jusqu’à ce qu’un test réussi la rallie.</translation>
    </message>
    <message>
        <source>The squad&apos;s men, counted from its figures (a gun&apos;s crew, without its carriage). An order of battle gives the number, and the squad is made of a leader and rankers (with a musician or a sniper where it has one), or lists its figures one by one.</source>
        <extracomment>chosen-men.json: fields/figures/explain</extracomment>
        <translation>Les hommes de l’escouade, comptés d’après ses figurines (pour un canon, ses servants, sans l’affût). Un ordre de bataille en donne le nombre, et l’escouade se compose d’un chef et d’hommes du rang (avec un musicien ou un tireur d’élite s’il y en a un), ou bien il liste ses figurines une à une.</translation>
    </message>
    <message>
        <source>Counted from its figures: those down.</source>
        <extracomment>chosen-men.json: fields/figures-lost/explain</extracomment>
        <translation>Compté d’après ses figurines&#xa0;: celles hors de combat.</translation>
    </message>
    <message>
        <source>Figures standing</source>
        <extracomment>chosen-men.json: fields/figures-standing/name</extracomment>
        <translation>Figurines debout</translation>
    </message>
    <message>
        <source>Counted from its figures: the men still in the fight. A squad counts as formed only with ten or more.</source>
        <extracomment>chosen-men.json: fields/figures-standing/explain</extracomment>
        <translation>Compté d’après ses figurines&#xa0;: les hommes encore au combat. Une escouade ne compte en ordre qu’avec dix ou plus.</translation>
    </message>
    <message>
        <source>Counted from its figures: the serious wounds of those still standing.</source>
        <extracomment>chosen-men.json: fields/serious-wounds/explain</extracomment>
        <translation>Compté d’après ses figurines&#xa0;: les blessures graves de ceux encore debout.</translation>
    </message>
    <message>
        <source>Counted from its figures: untreated minor wounds of those still standing; three on one man make a serious wound.</source>
        <extracomment>chosen-men.json: fields/minor-wounds/explain</extracomment>
        <translation>Compté d’après ses figurines&#xa0;: les blessures légères non soignées de ceux encore debout&#xa0;; trois sur un même homme font une blessure grave.</translation>
    </message>
    <message>
        <source>Counted from its figures: minor wounds taken this turn, casualties for the morale test until the turn ends.</source>
        <extracomment>chosen-men.json: fields/fresh-minor-wounds/explain</extracomment>
        <translation>Compté d’après ses figurines&#xa0;: les blessures légères reçues ce tour, des pertes pour le test de moral jusqu’à la fin du tour.</translation>
    </message>
    <message>
        <source>Counted from its figures: no squad leader stands.</source>
        <extracomment>chosen-men.json: fields/squad-leader-lost/explain</extracomment>
        <translation>Compté d’après ses figurines&#xa0;: aucun chef d’escouade n’est debout.</translation>
    </message>
    <message>
        <source>Drawn up in a formed body: ten or more eligible figures in contact, one or two ranks, one facing; not in buildings, woods or water, nor while fleeing. It counts only while ten or more of its figures stand.</source>
        <extracomment>chosen-men.json: fields/formed/explain</extracomment>
        <translation>Rangée en ordre&#xa0;: dix figurines admises ou plus au contact, sur un ou deux rangs, une seule orientation&#xa0;; ni dans des bâtiments, des bois ou l’eau, ni en fuite. Cela ne compte que tant que dix de ses figurines ou plus sont debout.</translation>
    </message>
    <message>
        <source>A rifle tap-loaded: it loads in a single turn but fires as a musket (no rifle&apos;s +1, a musket&apos;s ranges) until it is loaded properly.</source>
        <extracomment>chosen-men.json: fields/tap-loaded/explain</extracomment>
        <translation>Une carabine chargée à la hâte&#xa0;: elle se charge en un seul tour mais tire comme un mousquet (sans le +1 de la carabine, aux portées du mousquet) jusqu’à ce qu’elle soit chargée correctement.</translation>
    </message>
    <message>
        <source>Counted from a gun&apos;s figures: crewmen down; each adds two turns to the reload.</source>
        <extracomment>chosen-men.json: fields/crew-lost/explain</extracomment>
        <translation>Compté d’après les figurines d’un canon&#xa0;: les servants hors de combat&#xa0;; chacun ajoute deux tours au rechargement.</translation>
    </message>
    <message>
        <source>Counted from a gun&apos;s figures: crewmen standing with a serious wound; each adds a turn to the reload.</source>
        <extracomment>chosen-men.json: fields/crew-wounded/explain</extracomment>
        <translation>Compté d’après les figurines d’un canon&#xa0;: les servants debout avec une blessure grave&#xa0;; chacun ajoute un tour au rechargement.</translation>
    </message>
    <message>
        <source>Counted from a gun&apos;s figures: the serious wounds its carriage has taken from guns.</source>
        <extracomment>chosen-men.json: fields/carriage-wounds/explain</extracomment>
        <translation>Compté d’après les figurines d’un canon&#xa0;: les blessures graves que son affût a reçues des canons.</translation>
    </message>
    <message>
        <source>Gun destroyed</source>
        <extracomment>chosen-men.json: fields/gun-destroyed/name</extracomment>
        <translation>Canon détruit</translation>
    </message>
    <message>
        <source>Counted from a gun&apos;s figures: its carriage is down. It can fire no more.</source>
        <extracomment>chosen-men.json: fields/gun-destroyed/explain</extracomment>
        <translation>Compté d’après les figurines d’un canon&#xa0;: son affût est hors de combat. Il ne peut plus tirer.</translation>
    </message>
    <message>
        <source>Counted from its figures: a musician stands. The squad ignores minor wounds; he may remove a serious wound from its command.</source>
        <extracomment>chosen-men.json: fields/musician/explain</extracomment>
        <translation>Compté d’après ses figurines&#xa0;: un musicien est debout. L’escouade ignore les blessures légères&#xa0;; il peut retirer une blessure grave de son commandement.</translation>
    </message>
    <message>
        <source>Counted from its figures: a sniper stands.</source>
        <extracomment>chosen-men.json: fields/sniper/explain</extracomment>
        <translation>Compté d’après ses figurines&#xa0;: un tireur d’élite est debout.</translation>
    </message>
    <message>
        <source>Sniper loaded</source>
        <extracomment>chosen-men.json: fields/sniper-loaded/name</extracomment>
        <translation>Tireur d’élite chargé</translation>
    </message>
    <message>
        <source>The sniper&apos;s own piece: he loads it while the squad does as it likes.</source>
        <extracomment>chosen-men.json: fields/sniper-loaded/explain</extracomment>
        <translation>L’arme propre du tireur d’élite&#xa0;: il la charge pendant que l’escouade fait ce qu’elle veut.</translation>
    </message>
    <message>
        <source>Sniper&apos;s turns to reload</source>
        <extracomment>chosen-men.json: fields/sniper-reload/name</extracomment>
        <translation>Tours de rechargement du tireur d’élite</translation>
    </message>
    <message>
        <source>Turns of loading the sniper still needs after his shot; one is counted off at the end of each turn he does not shoot.</source>
        <extracomment>chosen-men.json: fields/sniper-reload/explain</extracomment>
        <translation>Tours de chargement dont le tireur d’élite a encore besoin après son tir&#xa0;; un est décompté à la fin de chaque tour où il ne tire pas.</translation>
    </message>
    <message>
        <source>Sniper shot this turn</source>
        <extracomment>chosen-men.json: fields/sniper-fired/name</extracomment>
        <translation>Le tireur d’élite a tiré ce tour</translation>
    </message>
    <message>
        <source>Its powder is wet: it cannot fire until resupplied with dry powder.</source>
        <extracomment>chosen-men.json: fields/powder-wet/explain</extracomment>
        <translation>Sa poudre est mouillée&#xa0;: elle ne peut pas tirer avant d’être ravitaillée en poudre sèche.</translation>
    </message>
    <message>
        <source>Turns of drying out still to come after a boat overturned: the men do nothing else; one is counted off at each turn&apos;s end.</source>
        <extracomment>chosen-men.json: fields/drying-turns/explain</extracomment>
        <translation>Tours de séchage restant après le chavirage d’un bateau&#xa0;: les hommes ne font rien d’autre&#xa0;; un est décompté à la fin de chaque tour.</translation>
    </message>
    <message>
        <source>Given the order to hold its fire: until the turn ends, or it fires, it may fire at any target in close range, and fires at a charger before the charger moves.</source>
        <extracomment>chosen-men.json: fields/hold-fire/explain</extracomment>
        <translation>Avec l’ordre de retenir son feu&#xa0;: jusqu’à la fin du tour, ou jusqu’à ce qu’elle tire, elle peut tirer sur toute cible à courte portée, et tire sur un chargeur avant qu’il ne bouge.</translation>
    </message>
    <message>
        <source>A squad is its figures: the squad leader, perhaps an NCO, rankers and specialists (a musician, a sniper, a colour bearer); a gun is its crew and its carriage. Each figure keeps its own wounds: a hit falls on one figure, three minor wounds on one man make a serious one, and a second serious wound kills him. The squad&apos;s casualties, its figures lost and whether it still has its leader are counted from them.</source>
        <extracomment>chosen-men.json: figures/explain</extracomment>
        <translation>Une escouade, ce sont ses figurines&#xa0;: le chef d’escouade, peut-être un sous-officier, des hommes du rang et des spécialistes (musicien, tireur d’élite, porte-drapeau)&#xa0;; un canon, ce sont ses servants et son affût. Chaque figurine garde ses propres blessures&#xa0;: un coup tombe sur une figurine, trois blessures légères sur un même homme en font une grave, et une deuxième blessure grave le tue. Les pertes de l’escouade, ses figurines perdues et le fait qu’elle ait encore son chef se comptent d’après elles.</translation>
    </message>
    <message>
        <source>Squad leader</source>
        <extracomment>chosen-men.json: figures/roles/leader/name</extracomment>
        <translation>Chef d’escouade</translation>
    </message>
    <message>
        <source>He leads the squad: if he falls, it is leaderless until an officer promotes another man. Shots aimed at the squad pass him by, unless a natural 0 or a sniper picks him out.</source>
        <extracomment>chosen-men.json: figures/roles/leader/explain</extracomment>
        <translation>Il mène l’escouade&#xa0;: s’il tombe, elle est sans chef jusqu’à ce qu’un officier promeuve un autre homme. Les tirs visant l’escouade l’épargnent, sauf si un 0 naturel ou un tireur d’élite le désigne.</translation>
    </message>
    <message>
        <source>NCO</source>
        <extracomment>chosen-men.json: figures/roles/nco/name</extracomment>
        <translation>Sous-officier</translation>
    </message>
    <message>
        <source>The first man an officer promotes when the squad leader falls.</source>
        <extracomment>chosen-men.json: figures/roles/nco/explain</extracomment>
        <translation>Le premier homme qu’un officier promeut quand le chef d’escouade tombe.</translation>
    </message>
    <message>
        <source>Ranker</source>
        <extracomment>chosen-men.json: figures/roles/ranker/name</extracomment>
        <translation>Homme du rang</translation>
    </message>
    <message>
        <source>Musician</source>
        <extracomment>chosen-men.json: figures/roles/musician/name</extracomment>
        <translation>Musicien</translation>
    </message>
    <message>
        <source>While he stands, the squad shrugs off minor wounds.</source>
        <extracomment>chosen-men.json: figures/roles/musician/explain</extracomment>
        <translation>Tant qu’il est debout, l’escouade ignore les blessures légères.</translation>
    </message>
    <message>
        <source>Sniper</source>
        <extracomment>chosen-men.json: figures/roles/sniper/name</extracomment>
        <translation>Tireur d’élite</translation>
    </message>
    <message>
        <source>While he stands, and the squad is not formed, he may pick out squad leaders and officers.</source>
        <extracomment>chosen-men.json: figures/roles/sniper/explain</extracomment>
        <translation>Tant qu’il est debout et que l’escouade n’est pas en ordre, il peut viser les chefs d’escouade et les officiers.</translation>
    </message>
    <message>
        <source>Colour bearer</source>
        <extracomment>chosen-men.json: figures/roles/colour-bearer/name</extracomment>
        <translation>Porte-drapeau</translation>
    </message>
    <message>
        <source>+1 in any bout he fights.</source>
        <extracomment>chosen-men.json: figures/roles/colour-bearer/explain</extracomment>
        <translation>+1 dans tout duel qu’il livre.</translation>
    </message>
    <message>
        <source>Gunner</source>
        <extracomment>chosen-men.json: figures/roles/gunner/name</extracomment>
        <translation>Servant</translation>
    </message>
    <message>
        <source>One of a gun&apos;s crew: each one lost adds two turns to the reload, each seriously wounded one.</source>
        <extracomment>chosen-men.json: figures/roles/gunner/explain</extracomment>
        <translation>Un des servants d’un canon&#xa0;: chaque servant perdu ajoute deux tours au rechargement, chaque servant grièvement blessé un.</translation>
    </message>
    <message>
        <source>Gun carriage</source>
        <extracomment>chosen-men.json: figures/roles/carriage/name</extracomment>
        <translation>Affût</translation>
    </message>
    <message>
        <source>The gun itself. Only guns&apos; fire hurts it: its serious wounds count up to the carriage&apos;s limit (two for a small gun, four for a large), and a fatal result or the last of them destroys it.</source>
        <extracomment>chosen-men.json: figures/roles/carriage/explain</extracomment>
        <translation>Le canon lui-même. Seul le tir des canons l’endommage&#xa0;: ses blessures graves comptent jusqu’à la limite de l’affût (deux pour un petit canon, quatre pour un gros), et un résultat mortel ou la dernière d’entre elles le détruit.</translation>
    </message>
    <message>
        <source>Untreated minor wounds; the third makes a serious wound.</source>
        <extracomment>chosen-men.json: figures/fields/minor/explain</extracomment>
        <translation>Blessures légères non soignées&#xa0;; la troisième fait une blessure grave.</translation>
    </message>
    <message>
        <source>Minor wounds this turn</source>
        <extracomment>chosen-men.json: figures/fields/fresh-minor/name</extracomment>
        <translation>Blessures légères de ce tour</translation>
    </message>
    <message>
        <source>Minor wounds taken this turn: they count as casualties until the turn ends.</source>
        <extracomment>chosen-men.json: figures/fields/fresh-minor/explain</extracomment>
        <translation>Blessures légères reçues ce tour&#xa0;: elles comptent comme pertes jusqu’à la fin du tour.</translation>
    </message>
    <message>
        <source>Down</source>
        <extracomment>chosen-men.json: figures/fields/down/name</extracomment>
        <translation>Hors de combat</translation>
    </message>
    <message>
        <source>Killed or carried off: out of the fight for good.</source>
        <extracomment>chosen-men.json: figures/fields/down/explain</extracomment>
        <translation>Tué ou emporté&#xa0;: hors du combat pour de bon.</translation>
    </message>
    <message>
        <source>Tested when the unit takes casualties, each time its card comes up while it flees, when it charges and when it is charged. Roll a d10: at or under the modified morale it carries on (a fleeing unit rallies). One or two over: it falls back to the nearest cover this turn (already in cover, it may only load or fire). Three or more over: it flees its full move each turn and does nothing else until a morale test rallies it. A fleeing unit that fails again flees on, and a leaderless one stays leaderless.</source>
        <extracomment>chosen-men.json: tests/morale/explain</extracomment>
        <translation>Testé quand l’unité subit des pertes, chaque fois que sa carte sort pendant qu’elle fuit, quand elle charge et quand elle est chargée. Lancez un d10&#xa0;: au moral modifié ou en dessous, elle continue (une unité en fuite se rallie). Un ou deux au-dessus&#xa0;: elle se replie vers le couvert le plus proche ce tour-ci (déjà à couvert, elle ne peut que charger ou tirer). Trois ou plus au-dessus&#xa0;: elle fuit de tout son mouvement à chaque tour et ne fait rien d’autre jusqu’à ce qu’un test de moral la rallie. Une unité en fuite qui échoue de nouveau continue de fuir, et une unité sans chef le reste.</translation>
    </message>
    <message>
        <source>Formed, with ten or more figures standing.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/formed/explain</extracomment>
        <translation>En ordre, avec dix figurines debout ou plus.</translation>
    </message>
    <message>
        <source>Rallied, but still without its squad leader.</source>
        <extracomment>chosen-men.json: tests/morale/bands/steady/effects/1/explain</extracomment>
        <translation>Ralliée, mais toujours sans son chef d’escouade.</translation>
    </message>
    <message>
        <source>To the nearest cover this turn; already in cover, it may only load or fire. A fleeing unit flees on; a leaderless one stays leaderless.</source>
        <extracomment>chosen-men.json: tests/morale/bands/to-cover/explain</extracomment>
        <translation>Vers le couvert le plus proche ce tour-ci&#xa0;; déjà à couvert, elle ne peut que charger ou tirer. Une unité en fuite continue de fuir&#xa0;; une unité sans chef le reste.</translation>
    </message>
    <message>
        <source>Inches moved: the kept dice, halved in woods, water and buildings, less 2&quot; for each low wall or fence, 4&quot; to board or leave a boat and 2&quot; for each serious wound in the unit, never below 0. Blown horse moves on the infantry dice until it has rested. Skirmishers who are formed move as infantry.</source>
        <extracomment>chosen-men.json: tests/move/explain</extracomment>
        <translation>Pouces parcourus&#xa0;: les dés gardés, divisés par deux dans les bois, l’eau et les bâtiments, moins 2&quot; pour chaque muret ou clôture, 4&quot; pour monter dans un bateau ou en descendre et 2&quot; pour chaque blessure grave dans l’unité, jamais moins de 0. La cavalerie essoufflée se déplace avec les dés de l’infanterie jusqu’à ce qu’elle se soit reposée. Les tirailleurs en ordre se déplacent comme l’infanterie.</translation>
    </message>
    <message>
        <source>Its men are drying out after the boat overturned: they do nothing else until it is done.</source>
        <extracomment>chosen-men.json: tests/move/requires/0/explain</extracomment>
        <translation>Ses hommes sèchent après le chavirage du bateau&#xa0;: ils ne font rien d’autre avant d’avoir fini.</translation>
    </message>
    <message>
        <source>Each firer rolls its weapon&apos;s dice; a modified 8 or more is a hit, and each hit makes the target roll the wound die on one of its men, never its squad leader (three dice for a small cannon&apos;s ball, six for a large gun&apos;s, each on another man; a gun&apos;s shot at a gun falls on its carriage). A natural 0 is always a hit and a second d10 says who is struck: a ranker, the squad leader, or an officer nearby.</source>
        <extracomment>chosen-men.json: tests/fire/explain</extracomment>
        <translation>Chaque tireur lance les dés de son arme&#xa0;; un 8 modifié ou plus est un coup au but, et pour chaque coup la cible lance le dé de blessure sur un de ses hommes, jamais sur son chef d’escouade (trois dés pour le boulet d’un petit canon, six pour celui d’une grosse pièce, chacun sur un autre homme&#xa0;; le tir d’un canon sur un canon tombe sur son affût). Un 0 naturel touche toujours et un second d10 dit qui est touché&#xa0;: un homme du rang, le chef d’escouade ou un officier proche.</translation>
    </message>
    <message>
        <source>Not while tap-loaded: then it fires as a musket.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/rifle/explain</extracomment>
        <translation>Pas tant qu’elle est chargée à la hâte&#xa0;: elle tire alors comme un mousquet.</translation>
    </message>
    <message>
        <source>Formed (ten or more figures standing) or mounted. Value lost from the print; we read +1.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-formed-or-mounted/explain</extracomment>
        <translation>En ordre (dix figurines debout ou plus) ou montée. La valeur manque à l’impression&#xa0;; nous lisons +1.</translation>
    </message>
    <message>
        <source>Formed troops only (ten or more figures standing). Value lost from the print; we read +1.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/volley/explain</extracomment>
        <translation>Troupes en ordre seulement (dix figurines debout ou plus). La valeur manque à l’impression&#xa0;; nous lisons +1.</translation>
    </message>
    <message>
        <source>Not once they are formed: formed skirmishers are shot at as formed troops.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-skirmishers/explain</extracomment>
        <translation>Plus une fois en ordre&#xa0;: les tirailleurs en ordre sont visés comme des troupes en ordre.</translation>
    </message>
    <message>
        <source>The target rolls the wound die for each hit, on one of its men (never its squad leader).</source>
        <extracomment>chosen-men.json: tests/fire/perSuccess/0/explain</extracomment>
        <translation>La cible lance le dé de blessure pour chaque coup, sur un de ses hommes (jamais son chef d’escouade).</translation>
    </message>
    <message>
        <source>A gun&apos;s shot at a gun falls on its carriage.</source>
        <extracomment>chosen-men.json: tests/fire/perSuccess/1/explain</extracomment>
        <translation>Le tir d’un canon sur un canon tombe sur son affût.</translation>
    </message>
    <message>
        <source>It is fleeing: it does nothing but flee until a morale test rallies it.</source>
        <extracomment>chosen-men.json: tests/fire/requires/3/explain</extracomment>
        <translation>Elle fuit&#xa0;: elle ne fait que fuir jusqu’à ce qu’un test de moral la rallie.</translation>
    </message>
    <message>
        <source>Its gun is destroyed.</source>
        <extracomment>chosen-men.json: tests/fire/requires/4/explain</extracomment>
        <translation>Son canon est détruit.</translation>
    </message>
    <message>
        <source>A unit holding its fire fires only at a target in close range.</source>
        <extracomment>chosen-men.json: tests/fire/requires/5/explain</extracomment>
        <translation>Une unité qui retient son feu ne tire que sur une cible à courte portée.</translation>
    </message>
    <message>
        <source>The squad&apos;s sniper (while he stands, and the squad is not formed) picks out a squad leader or an officer in clear sight and hits on a modified 10 or more. The wound die falls on the man he picked: if it kills a squad leader, his squad is leaderless. His own piece must be loaded, and he loads it again over the next two turns, whatever the squad does.</source>
        <extracomment>chosen-men.json: tests/snipe/explain</extracomment>
        <translation>Le tireur d’élite de l’escouade (tant qu’il est debout et que l’escouade n’est pas en ordre) désigne un chef d’escouade ou un officier bien en vue et touche sur un 10 modifié ou plus. Le dé de blessure tombe sur l’homme qu’il a choisi&#xa0;: s’il tue un chef d’escouade, son escouade est sans chef. Son arme doit être chargée, et il la recharge au cours des deux tours suivants, quoi que fasse l’escouade.</translation>
    </message>
    <message>
        <source>The wound die for the man picked out.</source>
        <extracomment>chosen-men.json: tests/snipe/onPass/then/0/explain</extracomment>
        <translation>Le dé de blessure pour l’homme désigné.</translation>
    </message>
    <message>
        <source>Turns the sniper needs to load his rifle again.</source>
        <extracomment>chosen-men.json: tests/snipe/effects/1/explain</extracomment>
        <translation>Tours dont le tireur d’élite a besoin pour recharger sa carabine.</translation>
    </message>
    <message>
        <source>No sniper stands in the squad.</source>
        <extracomment>chosen-men.json: tests/snipe/requires/0/explain</extracomment>
        <translation>Aucun tireur d’élite n’est debout dans l’escouade.</translation>
    </message>
    <message>
        <source>Formed up, a sniper may not pick out his man.</source>
        <extracomment>chosen-men.json: tests/snipe/requires/1/explain</extracomment>
        <translation>En ordre, un tireur d’élite ne peut pas choisir sa cible.</translation>
    </message>
    <message>
        <source>Rolled for each hit, on the figure struck: 1-4 a minor wound (a casualty for this turn only; three untreated on one man make a serious one), 5-7 a serious wound (permanent, -2&quot; to the squad&apos;s move; a second kills him), 8-0 fatal. A squad with a musician shrugs off minor wounds. A gun&apos;s carriage takes only serious wounds, up to its limit, and a fatal result destroys it. Dice that fall on a figure already down do nothing.</source>
        <extracomment>chosen-men.json: tests/wound/explain</extracomment>
        <translation>Lancé pour chaque coup, sur la figurine touchée&#xa0;: 1-4 une blessure légère (une perte pour ce tour seulement&#xa0;; trois non soignées sur un même homme en font une grave), 5-7 une blessure grave (permanente, -2&quot; au mouvement de l’escouade&#xa0;; une deuxième le tue), 8-0 mortelle. Une escouade avec un musicien ignore les blessures légères. L’affût d’un canon ne prend que des blessures graves, jusqu’à sa limite, et un résultat mortel le détruit. Les dés qui tombent sur une figurine déjà hors de combat ne font rien.</translation>
    </message>
    <message>
        <source>The musician tends it: minor wounds are ignored.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/0/note</extracomment>
        <translation>Le musicien la soigne&#xa0;: les blessures légères sont ignorées.</translation>
    </message>
    <message>
        <source>It glances off the gun.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/1/note</extracomment>
        <translation>Il ricoche sur le canon.</translation>
    </message>
    <message>
        <source>Three untreated minor wounds on one man make a serious one.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/4/explain</extracomment>
        <translation>Trois blessures légères non soignées sur un même homme en font une grave.</translation>
    </message>
    <message>
        <source>Its squad leader is down: the squad falls back to cover and may only load or fire until an officer promotes another man.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/8/explain</extracomment>
        <translation>Son chef d’escouade est hors de combat&#xa0;: l’escouade se replie à couvert et ne peut que charger ou tirer jusqu’à ce qu’un officier promeuve un autre homme.</translation>
    </message>
    <message>
        <source>The carriage has taken all the serious wounds it can: the gun is destroyed.</source>
        <extracomment>chosen-men.json: tests/wound/bands/serious/effects/3/explain</extracomment>
        <translation>L’affût a reçu toutes les blessures graves qu’il peut supporter&#xa0;: le canon est détruit.</translation>
    </message>
    <message>
        <source>The carriage is smashed: the gun is destroyed.</source>
        <extracomment>chosen-men.json: tests/wound/bands/fatal/effects/0/note</extracomment>
        <translation>L’affût est brisé&#xa0;: le canon est détruit.</translation>
    </message>
    <message>
        <source>After a natural 0 to hit: 1-5 a ranker, 6-8 the squad leader, 9-0 an officer within 6&quot; of the target. The wound die falls on the man struck: the squad leader is lost only if it kills him.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/explain</extracomment>
        <translation>Après un 0 naturel pour toucher&#xa0;: 1-5 un homme du rang, 6-8 le chef d’escouade, 9-0 un officier à 6&quot; ou moins de la cible. Le dé de blessure tombe sur l’homme touché&#xa0;: le chef d’escouade n’est perdu que s’il le tue.</translation>
    </message>
    <message>
        <source>The wound die for the man struck.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/ranker/then/0/explain</extracomment>
        <translation>Le dé de blessure pour l’homme touché.</translation>
    </message>
    <message>
        <source>The wound die falls on the squad leader: a minor or serious wound leaves him leading; if it kills him the squad is leaderless.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/squad-leader/explain</extracomment>
        <translation>Le dé de blessure tombe sur le chef d’escouade&#xa0;: une blessure légère ou grave le laisse à la tête&#xa0;; s’il le tue, l’escouade est sans chef.</translation>
    </message>
    <message>
        <source>The wound die for the squad leader.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/squad-leader/then/0/explain</extracomment>
        <translation>Le dé de blessure pour le chef d’escouade.</translation>
    </message>
    <message>
        <source>A roundshot&apos;s other wound dice, on other men.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/squad-leader/then/1/explain</extracomment>
        <translation>Les autres dés de blessure d’un boulet, sur d’autres hommes.</translation>
    </message>
    <message>
        <source>An officer within 6&quot; of the squad is struck: his wound die is rolled; if it kills him the squad counts its officer lost.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/officer/explain</extracomment>
        <translation>Un officier à 6&quot; ou moins de l’escouade est touché&#xa0;: son dé de blessure est lancé&#xa0;; s’il le tue, l’escouade compte son officier comme perdu.</translation>
    </message>
    <message>
        <source>The wound die for the officer struck.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/officer/then/0/explain</extracomment>
        <translation>Le dé de blessure pour l’officier touché.</translation>
    </message>
    <message>
        <source>A roundshot&apos;s other wound dice, on the squad&apos;s men.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/officer/then/1/explain</extracomment>
        <translation>Les autres dés de blessure d’un boulet, sur les hommes de l’escouade.</translation>
    </message>
    <message>
        <source>Wound die for an officer</source>
        <extracomment>chosen-men.json: tests/officer-wound/name</extracomment>
        <translation>Dé de blessure d’un officier</translation>
    </message>
    <message>
        <source>The wound die for an officer within 6&quot; of a squad, struck by a natural 0. He is a unit of his own, so the wound is marked on him by hand; if it kills him the squad counts its officer lost.</source>
        <extracomment>chosen-men.json: tests/officer-wound/explain</extracomment>
        <translation>Le dé de blessure d’un officier à 6&quot; ou moins d’une escouade, touché par un 0 naturel. Il est une unité à lui seul, la blessure se note donc à la main sur lui&#xa0;; si elle le tue, l’escouade compte son officier comme perdu.</translation>
    </message>
    <message>
        <source>The officer struck takes a minor wound: mark it on him.</source>
        <extracomment>chosen-men.json: tests/officer-wound/bands/minor/effects/0/note</extracomment>
        <translation>L’officier touché reçoit une blessure légère&#xa0;: notez-la sur lui.</translation>
    </message>
    <message>
        <source>The officer struck takes a serious wound: mark it on him.</source>
        <extracomment>chosen-men.json: tests/officer-wound/bands/serious/effects/0/note</extracomment>
        <translation>L’officier touché reçoit une blessure grave&#xa0;: notez-la sur lui.</translation>
    </message>
    <message>
        <source>The officer struck is killed: take him out of play on his own sheet.</source>
        <extracomment>chosen-men.json: tests/officer-wound/bands/fatal/effects/1/note</extracomment>
        <translation>L’officier touché est tué&#xa0;: retirez-le du jeu sur sa propre fiche.</translation>
    </message>
    <message>
        <source>Figure against figure: the figures in contact pair off, at most three against one, and each pair rolls a modified d10. Ahead by 1-2: the loser backs off beyond command distance (captured if it cannot). Ahead by 3 or more: the loser is a casualty and rolls a wound die for each point of the margin, every one on himself. A draw fights on next round; grenadiers and guards win a draw against other troops by 1, light troops lose one by 1. A figure facing two or three is outnumbered (-2) and rolls one die against them all.</source>
        <extracomment>chosen-men.json: tests/melee/explain</extracomment>
        <translation>Figurine contre figurine&#xa0;: les figurines au contact forment des paires, au plus trois contre une, et chaque paire lance un d10 modifié. Devant de 1-2&#xa0;: le vaincu recule au-delà de la distance de commandement (capturé s’il ne le peut pas). Devant de 3 ou plus&#xa0;: le vaincu est une perte et lance un dé de blessure par point d’écart, tous sur lui-même. Une égalité se poursuit au round suivant&#xa0;; grenadiers et gardes gagnent une égalité contre les autres troupes de 1, les troupes légères en perdent une de 1. Une figurine face à deux ou trois est en infériorité (-2) et lance un seul dé contre toutes.</translation>
    </message>
    <message>
        <source>Attacker&apos;s die already rolled</source>
        <extracomment>chosen-men.json: tests/melee/inputs/attackerDie/name</extracomment>
        <translation>Dé de l’attaquant déjà lancé</translation>
    </message>
    <message>
        <source>When one attacking figure faces two or three defenders, its one die meets them all: for the second and third, its face (a 0 on the die is 10).</source>
        <extracomment>chosen-men.json: tests/melee/inputs/attackerDie/explain</extracomment>
        <translation>Quand une figurine attaquante fait face à deux ou trois défenseurs, son unique dé vaut contre tous&#xa0;: pour le deuxième et le troisième, sa face (un 0 sur le dé vaut 10).</translation>
    </message>
    <message>
        <source>Formed, with ten or more figures standing. Against horse in its flank or rear it keeps only this +1.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/formed-defender/explain</extracomment>
        <translation>En ordre, avec dix figurines debout ou plus. Contre la cavalerie sur son flanc ou ses arrières, elle ne garde que ce +1.</translation>
    </message>
    <message>
        <source>Formed infantry charging horse meet it to their front.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/formed-bayonets-charging/explain</extracomment>
        <translation>L’infanterie en ordre qui charge la cavalerie la rencontre de front.</translation>
    </message>
    <message>
        <source>Only against horse to its front: struck in the flank or rear it has only the formed +1.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/formed-bayonets-receiving/explain</extracomment>
        <translation>Seulement contre la cavalerie de front&#xa0;: frappée au flanc ou sur ses arrières, elle n’a que le +1 de l’ordre.</translation>
    </message>
    <message>
        <source>One figure facing two or three: the pairing ticks it.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/attacker-outnumbered/explain</extracomment>
        <translation>Une figurine face à deux ou trois&#xa0;: l’appariement le coche.</translation>
    </message>
    <message>
        <source>The attacking figure is the colour bearer.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/attacker-colours/explain</extracomment>
        <translation>La figurine attaquante est le porte-drapeau.</translation>
    </message>
    <message>
        <source>The defending figure is the colour bearer.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-colours/explain</extracomment>
        <translation>La figurine qui défend est le porte-drapeau.</translation>
    </message>
    <message>
        <source>Horse into a flank or rear</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/flank/name</extracomment>
        <translation>Cavalerie sur un flanc ou les arrières</translation>
    </message>
    <message>
        <source>Horse charged a flank or the rear: formed infantry there has no +5 against it, and if it wins it rolls an extra wound die against the loser for each point of its margin. (Taken as a test on its own, the extra dice go to a mounted winner; a charge or a melee continued gives them only to the charger.)</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/flank/explain</extracomment>
        <translation>La cavalerie a chargé un flanc ou les arrières&#xa0;: l’infanterie en ordre n’y a pas de +5 contre elle, et si elle gagne, elle lance un dé de blessure supplémentaire contre le vaincu par point d’écart. (Pris comme un test à part, les dés supplémentaires vont à un vainqueur monté&#xa0;; une charge ou une mêlée poursuivie ne les donne qu’au chargeur.)</translation>
    </message>
    <message>
        <source>A wound die for each point of the margin (or the margin less 2, by option; horse charging a flank or rear adds one per point), all on the losing figure.</source>
        <extracomment>chosen-men.json: tests/melee/bands/casualty/explain</extracomment>
        <translation>Un dé de blessure par point d’écart (ou l’écart moins 2, en option&#xa0;; la cavalerie qui charge un flanc ou les arrières en ajoute un par point), tous sur la figurine vaincue.</translation>
    </message>
    <message>
        <source>Away from a quay: 1-6 the boat lands; 7-9 it must move off to another landing place; 0 it overturns: boat and cargo lost, everyone ashore but two turns drying out (they do nothing else) and powder wet until resupplied.</source>
        <extracomment>chosen-men.json: tests/boat-landing/explain</extracomment>
        <translation>Loin d’un quai&#xa0;: 1-6 le bateau accoste&#xa0;; 7-9 il doit repartir vers un autre point d’accostage&#xa0;; 0 il chavire&#xa0;: bateau et cargaison perdus, tout le monde à terre mais deux tours de séchage (ils ne font rien d’autre) et poudre mouillée jusqu’au ravitaillement.</translation>
    </message>
    <message>
        <source>The boat is lost with its cargo; everyone gets ashore.</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/upends/effects/0/note</extracomment>
        <translation>Le bateau est perdu avec sa cargaison&#xa0;; tout le monde gagne la rive.</translation>
    </message>
    <message>
        <source>A fleeing unit tests its morale each time its card comes up, before it does anything: passed, it rallies; failed, it flees on.</source>
        <extracomment>chosen-men.json: triggers/fleeing-retest/explain</extracomment>
        <translation>Une unité en fuite teste son moral chaque fois que sa carte sort, avant de faire quoi que ce soit&#xa0;: réussi, elle se rallie&#xa0;; raté, elle continue de fuir.</translation>
    </message>
    <message>
        <source>The charger tests its nerve (once a turn); the unit charged tests too, and if it was holding its fire it fires at close range before the charger moves, the charger testing again if hit. Then the charger rolls its move: its squad leader must reach the target. The figures in contact pair off, at most three against one, and fight bout by bout: a loser backs off or rolls wound dice on himself, a draw goes to grenadiers or against light troops. The side that wins more bouts wins the melee, and a side that took casualties tests its morale.</source>
        <extracomment>chosen-men.json: procedures/charge/explain</extracomment>
        <translation>Le chargeur teste son courage (une fois par tour)&#xa0;; l’unité chargée teste aussi, et si elle retenait son feu, elle tire à courte portée avant que le chargeur ne bouge, le chargeur testant de nouveau s’il est touché. Puis le chargeur lance son mouvement&#xa0;: son chef d’escouade doit atteindre la cible. Les figurines au contact forment des paires, au plus trois contre une, et se battent duel par duel&#xa0;: un vaincu recule ou lance des dés de blessure sur lui-même, une égalité va aux grenadiers ou contre les troupes légères. Le camp qui gagne le plus de duels gagne la mêlée, et un camp qui a subi des pertes teste son moral.</translation>
    </message>
    <message>
        <source>1 when horse charges a flank or the rear: formed infantry there has no +5 against it, and it rolls an extra wound die for each point it wins a bout by.</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/flank/explain</extracomment>
        <translation>1 quand la cavalerie charge un flanc ou les arrières&#xa0;: l’infanterie en ordre n’y a pas de +5 contre elle, et elle lance un dé de blessure supplémentaire par point d’avance dans un duel gagné.</translation>
    </message>
    <message>
        <source>Charging side&apos;s casualties before the melee</source>
        <extracomment>chosen-men.json: procedures/charge/vars/actorHurtBefore/name</extracomment>
        <translation>Pertes du camp qui charge avant la mêlée</translation>
    </message>
    <message>
        <source>Other side&apos;s casualties before the melee</source>
        <extracomment>chosen-men.json: procedures/charge/vars/targetHurtBefore/name</extracomment>
        <translation>Pertes de l’autre camp avant la mêlée</translation>
    </message>
    <message>
        <source>Bouts won by the charging side</source>
        <extracomment>chosen-men.json: procedures/charge/vars/actorWins/name</extracomment>
        <translation>Duels gagnés par le camp qui charge</translation>
    </message>
    <message>
        <source>Bouts won by the other side</source>
        <extracomment>chosen-men.json: procedures/charge/vars/targetWins/name</extracomment>
        <translation>Duels gagnés par l’autre camp</translation>
    </message>
    <message>
        <source>Bouts drawn</source>
        <extracomment>chosen-men.json: procedures/charge/vars/draws/name</extracomment>
        <translation>Duels nuls</translation>
    </message>
    <message>
        <source>The charging side won more bouts.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-won/explain</extracomment>
        <translation>Le camp qui charge a gagné plus de duels.</translation>
    </message>
    <message>
        <source>The side charged won more bouts.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-won/explain</extracomment>
        <translation>Le camp chargé a gagné plus de duels.</translation>
    </message>
    <message>
        <source>Neither side won more bouts. Where a bout was drawn the melee goes on next round.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation>Aucun camp n’a gagné plus de duels. Là où un duel a été nul, la mêlée se poursuit au round suivant.</translation>
    </message>
    <message>
        <source>A unit holding its fire, loaded, fires at the charger at close range before the charger moves, but only after passing its morale test; a charger that takes casualties tests again.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/explain</extracomment>
        <translation>Une unité chargée qui retient son feu tire sur le chargeur à courte portée avant qu’il ne bouge, mais seulement après avoir réussi son test de moral&#xa0;; un chargeur qui subit des pertes teste de nouveau.</translation>
    </message>
    <message>
        <source>Every figure still standing fires at close range; each hit&apos;s wound die falls on one of the charger&apos;s men.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/0/explain</extracomment>
        <translation>Chaque figurine encore debout tire à courte portée&#xa0;; le dé de blessure de chaque coup tombe sur un des hommes du chargeur.</translation>
    </message>
    <message>
        <source>Reach judged</source>
        <extracomment>chosen-men.json: procedures/charge/after/2/name</extracomment>
        <translation>Allonge jugée</translation>
    </message>
    <message>
        <source>Once the charger is in contact its move is not needed again: charges that differ only in it go on alike.</source>
        <extracomment>chosen-men.json: procedures/charge/after/2/explain</extracomment>
        <translation>Une fois le chargeur au contact, son mouvement ne sert plus&#xa0;: les charges qui ne diffèrent que par lui se poursuivent de même.</translation>
    </message>
    <message>
        <source>Casualties before the melee</source>
        <extracomment>chosen-men.json: procedures/charge/after/5/name</extracomment>
        <translation>Pertes avant la mêlée</translation>
    </message>
    <message>
        <source>One die at a time, all on the figure that lost, until they are all rolled or he is down.</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/2/explain</extracomment>
        <translation>Un dé à la fois, tous sur la figurine vaincue, jusqu’à ce qu’ils soient tous lancés ou qu’elle soit hors de combat.</translation>
    </message>
    <message>
        <source>Figure against figure</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/name</extracomment>
        <translation>Figurine contre figurine</translation>
    </message>
    <message>
        <source>The figures in contact pair off, at most three against one; each pair fights its bout, a figure facing two or three outnumbered and rolling one die against them all.</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/explain</extracomment>
        <translation>Les figurines au contact forment des paires, au plus trois contre une&#xa0;; chaque paire livre son duel, une figurine face à deux ou trois étant en infériorité et lançant un seul dé contre toutes.</translation>
    </message>
    <message>
        <source>A drawn bout fights on next round: both units stay in the melee.</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/explain</extracomment>
        <translation>Un duel nul se poursuit au round suivant&#xa0;: les deux unités restent dans la mêlée.</translation>
    </message>
    <message>
        <source>The charging side took casualties in the melee and tests at once.</source>
        <extracomment>chosen-men.json: procedures/charge/after/8/then/0/explain</extracomment>
        <translation>Le camp qui charge a subi des pertes dans la mêlée et teste aussitôt.</translation>
    </message>
    <message>
        <source>The side charged took casualties in the melee and tests at once.</source>
        <extracomment>chosen-men.json: procedures/charge/after/9/then/0/explain</extracomment>
        <translation>Le camp chargé a subi des pertes dans la mêlée et teste aussitôt.</translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: the figures in contact pair off again, at most three against one, and fight one more round bout by bout, with all that follows. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>chosen-men.json: procedures/melee/explain</extracomment>
        <translation>Une mêlée qui se poursuit d’un tour précédent, ou entre unités déjà au contact&#xa0;: les figurines au contact forment de nouveau des paires, au plus trois contre une, et livrent un round de plus duel par duel, avec tout ce qui suit. L’unité depuis la fiche de laquelle on l’ouvre agit&#xa0;; choisissez l’unité qu’elle combat.</translation>
    </message>
    <message>
        <source>The unit whose sheet it is won more bouts this round.</source>
        <extracomment>chosen-men.json: procedures/melee/endings/won/explain</extracomment>
        <translation>L’unité de cette fiche a gagné plus de duels ce round.</translation>
    </message>
    <message>
        <source>The unit it fights won more bouts this round.</source>
        <extracomment>chosen-men.json: procedures/melee/endings/lost/explain</extracomment>
        <translation>L’unité qu’elle combat a gagné plus de duels ce round.</translation>
    </message>
    <message>
        <source>Neither side won more bouts. Where a bout was drawn the melee goes on next turn.</source>
        <extracomment>chosen-men.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation>Aucun camp n’a gagné plus de duels. Là où un duel a été nul, la mêlée se poursuit au tour suivant.</translation>
    </message>
    <message>
        <source>A card for each unit and officer. Turn two at a time; each unit tests morale if it must, takes one action (move, load, fire, hold fire, heal) and resolves any melee. The turn ends once the last card drawn has been played: the next draw finds the deck used up, reshuffles it with new units added and lost ones removed, and turns the new turn&apos;s first cards. A formation&apos;s unit cards may be taken out, leaving only its officer&apos;s.</source>
        <extracomment>chosen-men.json: activation/explain</extracomment>
        <translation>Une carte pour chaque unité et chaque officier. Retournez-les deux par deux&#xa0;; chaque unité teste son moral si elle le doit, fait une action (mouvement, chargement, tir, retenir son feu, soins) et résout toute mêlée. Le tour se termine une fois la dernière carte tirée jouée&#xa0;: le tirage suivant trouve le paquet épuisé, le rebat avec les nouvelles unités ajoutées et les perdues retirées, et retourne les premières cartes du nouveau tour. Les cartes d’unité d’une formation peuvent être retirées, ne laissant que celle de son officier.</translation>
    </message>
    <message>
        <source>has fallen back to cover: it is steady again</source>
        <extracomment>chosen-men.json: activation/endOfTurn/4/explain</extracomment>
        <translation>s’est repliée à couvert&#xa0;: elle est de nouveau ferme</translation>
    </message>
    <message>
        <source>dries out a turn</source>
        <extracomment>chosen-men.json: activation/endOfTurn/5/explain</extracomment>
        <translation>sèche un tour</translation>
    </message>
    <message>
        <source>its sniper spent the turn loading</source>
        <extracomment>chosen-men.json: activation/endOfTurn/6/explain</extracomment>
        <translation>son tireur d’élite a passé le tour à charger</translation>
    </message>
    <message>
        <source>its sniper is loaded again</source>
        <extracomment>chosen-men.json: activation/endOfTurn/7/explain</extracomment>
        <translation>son tireur d’élite est de nouveau chargé</translation>
    </message>
    <message>
        <source>A squad that does nothing else this turn treats its minor wounds: every man&apos;s are gone.</source>
        <extracomment>chosen-men.json: orders/heal/explain</extracomment>
        <translation>Une escouade qui ne fait rien d’autre ce tour soigne ses blessures légères&#xa0;: celles de tous ses hommes disparaissent.</translation>
    </message>
    <message>
        <source>Hold fire</source>
        <extracomment>chosen-men.json: orders/hold-fire/name</extracomment>
        <translation>Retenir le feu</translation>
    </message>
    <message>
        <source>The squad&apos;s action this turn is to hold its fire: until the turn ends, or it fires, it may fire at any target in close range, and a charger meets its fire before it moves in.</source>
        <extracomment>chosen-men.json: orders/hold-fire/explain</extracomment>
        <translation>L’action de l’escouade ce tour est de retenir son feu&#xa0;: jusqu’à la fin du tour, ou jusqu’à ce qu’elle tire, elle peut tirer sur toute cible à courte portée, et un chargeur essuie son feu avant d’arriver.</translation>
    </message>
    <message>
        <source>Only a loaded unit can hold its fire.</source>
        <extracomment>chosen-men.json: orders/hold-fire/requires/0/explain</extracomment>
        <translation>Seule une unité chargée peut retenir son feu.</translation>
    </message>
    <message>
        <source>It has already acted this turn.</source>
        <extracomment>chosen-men.json: orders/hold-fire/requires/1/explain</extracomment>
        <translation>Elle a déjà agi ce tour.</translation>
    </message>
    <message>
        <source>It is holding its fire already.</source>
        <extracomment>chosen-men.json: orders/hold-fire/requires/2/explain</extracomment>
        <translation>Elle retient déjà son feu.</translation>
    </message>
    <message>
        <source>Tap-load the rifles</source>
        <extracomment>chosen-men.json: orders/tap-load/name</extracomment>
        <translation>Charger les carabines à la hâte</translation>
    </message>
    <message>
        <source>Riflemen ram the ball home without patching it: the rifle loads in one turn instead of two, but fires as a musket (no rifle&apos;s +1, a musket&apos;s ranges) until it is loaded properly.</source>
        <extracomment>chosen-men.json: orders/tap-load/explain</extracomment>
        <translation>Les carabiniers enfoncent la balle sans calepin&#xa0;: la carabine se charge en un tour au lieu de deux, mais tire comme un mousquet (sans le +1 de la carabine, aux portées du mousquet) jusqu’à ce qu’elle soit chargée correctement.</translation>
    </message>
    <message>
        <source>It is loaded already.</source>
        <extracomment>chosen-men.json: orders/tap-load/requires/0/explain</extracomment>
        <translation>Elle est déjà chargée.</translation>
    </message>
    <message>
        <source>Its rifles need no more than a turn&apos;s loading: tap-loading gains nothing.</source>
        <extracomment>chosen-men.json: orders/tap-load/requires/1/explain</extracomment>
        <translation>Ses carabines n’ont pas besoin de plus d’un tour de chargement&#xa0;: charger à la hâte n’apporte rien.</translation>
    </message>
    <message>
        <source>Resupplied with dry powder</source>
        <extracomment>chosen-men.json: orders/resupply/name</extracomment>
        <translation>Ravitaillée en poudre sèche</translation>
    </message>
    <message>
        <source>Fresh, dry powder reaches the squad (from a supply point, a wagon or a friendly unit): its muskets can fire again once loaded.</source>
        <extracomment>chosen-men.json: orders/resupply/explain</extracomment>
        <translation>De la poudre fraîche et sèche parvient à l’escouade (d’un point de ravitaillement, d’un chariot ou d’une unité amie)&#xa0;: ses mousquets peuvent de nouveau tirer une fois chargés.</translation>
    </message>
    <message>
        <source>Dry powder has reached the squad?</source>
        <extracomment>chosen-men.json: orders/resupply/asks/supplied/name</extracomment>
        <translation>De la poudre sèche est-elle parvenue à l’escouade&#xa0;?</translation>
    </message>
    <message>
        <source>Only dry powder that has reached it dries its muskets.</source>
        <extracomment>chosen-men.json: orders/resupply/requires/0/explain</extracomment>
        <translation>Seule la poudre sèche qui lui est parvenue rend ses mousquets utilisables.</translation>
    </message>
    <message>
        <source>An officer within 2&quot; names a new squad leader (the NCO if he stands, else a ranker): the squad is led again and no longer bound to load or fire from cover.</source>
        <extracomment>chosen-men.json: orders/field-promotion/explain</extracomment>
        <translation>Un officier à 2&quot; ou moins nomme un nouveau chef d’escouade (le sous-officier s’il est debout, sinon un homme du rang)&#xa0;: l’escouade est de nouveau menée et n’est plus tenue de charger ou tirer depuis un couvert.</translation>
    </message>
    <message>
        <source>The officer spends a point of his bonus to take a wound off one of his squad&apos;s men: a serious one if any man has one (the worst hurt first), else a minor one.</source>
        <extracomment>chosen-men.json: orders/officer-treats/explain</extracomment>
        <translation>L’officier dépense un point de son bonus pour ôter une blessure à un des hommes de son escouade&#xa0;: une grave si un homme en a une (le plus touché d’abord), sinon une légère.</translation>
    </message>
    <message>
        <source>A loaded gun stays where it is (unless it is aboard a boat): fire it before it is moved.</source>
        <extracomment>chosen-men.json: tests/move/requires/1/explain</extracomment>
        <translation>Un canon chargé reste où il est (sauf à bord d’un bateau)&#xa0;: tirez-le avant de le déplacer.</translation>
    </message>
    <message>
        <source>Rifle, tap-loaded</source>
        <extracomment>chosen-men.json: weapons/rifle-tap-loaded/name</extracomment>
        <translation>Carabine chargée à la hâte</translation>
    </message>
    <message>
        <source>Fires as a musket until it is loaded properly: a musket&apos;s ranges.</source>
        <extracomment>chosen-men.json: weapons/rifle-tap-loaded/explain</extracomment>
        <translation>Tire comme un mousquet jusqu’à ce qu’elle soit chargée correctement&#xa0;: les portées d’un mousquet.</translation>
    </message>
    <message>
        <source>Distance to the target</source>
        <extracomment>chosen-men.json: tests/fire/inputs/distance/name</extracomment>
        <translation>Distance jusqu’à la cible</translation>
    </message>
    <message>
        <source>Measured to the target; sets the range band from the firers&apos; weapon (0: chosen by hand). Past its effective range the target is out of range.</source>
        <extracomment>chosen-men.json: tests/fire/inputs/distance/explain</extracomment>
        <translation>Mesurée jusqu’à la cible&#xa0;; fixe la tranche de portée d’après l’arme des tireurs (0&#xa0;: choisie à la main). Au-delà de sa portée efficace, la cible est hors de portée.</translation>
    </message>
</context>
<context>
    <name>ruleset:kgcwo</name>
    <message>
        <source>King George Commands and We Obey</source>
        <extracomment>kgcwo.json: name</extracomment>
        <translation>King George Commands and We Obey</translation>
    </message>
    <message>
        <source>Regiment and brigade scale Napoleonic rules driven by a deck of activation cards. Every test is a D10: 5 or more after modifiers passes, a natural 10 always passes and a natural 1 always fails.</source>
        <extracomment>kgcwo.json: explain</extracomment>
        <translation>Des règles napoléoniennes à l&apos;échelle du régiment et de la brigade, rythmées par un paquet de cartes d&apos;activation. Chaque test se fait au D10&#xa0;: 5 ou plus après modificateurs réussit, un 10 naturel réussit toujours et un 1 naturel échoue toujours.</translation>
    </message>
    <message>
        <source>Rating in the morale table</source>
        <extracomment>kgcwo.json: options/morale-table-rating/name</extracomment>
        <translation>Valeur dans la table de moral</translation>
    </message>
    <message>
        <source>The printed morale table adds the melee rating, which looks like a slip for the morale rating. We use the morale rating; choose melee to follow the print.</source>
        <extracomment>kgcwo.json: options/morale-table-rating/explain</extracomment>
        <translation>La table de moral imprimée ajoute la valeur de mêlée, ce qui ressemble à une coquille pour la valeur de moral. Nous prenons la valeur de moral&#xa0;; choisissez mêlée pour suivre l&apos;imprimé.</translation>
    </message>
    <message>
        <source>Morale rating</source>
        <extracomment>kgcwo.json: options/morale-table-rating/choices/morale/name</extracomment>
        <translation>Valeur de moral</translation>
    </message>
    <message>
        <source>Melee rating (as printed)</source>
        <extracomment>kgcwo.json: options/morale-table-rating/choices/melee/name</extracomment>
        <translation>Valeur de mêlée (comme imprimé)</translation>
    </message>
    <message>
        <source>Rating that sets formation-change cost</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/name</extracomment>
        <translation>Valeur qui fixe le coût d&apos;un changement de formation</translation>
    </message>
    <message>
        <source>The rules give the cost by &apos;quality&apos; without saying which rating. We read it as the morale rating.</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/explain</extracomment>
        <translation>Les règles donnent le coût selon la «&#xa0;qualité&#xa0;» sans dire quelle valeur. Nous lisons la valeur de moral.</translation>
    </message>
    <message>
        <source>Melee rating</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/choices/melee/name</extracomment>
        <translation>Valeur de mêlée</translation>
    </message>
    <message>
        <source>Fire rating</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/choices/fire/name</extracomment>
        <translation>Valeur de tir</translation>
    </message>
    <message>
        <source>Routed units take the shaken modifier</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/name</extracomment>
        <translation>Les unités en déroute prennent le modificateur «&#xa0;ébranlée&#xa0;»</translation>
    </message>
    <message>
        <source>Routed is worse than shaken, so we apply the -1 for shaken to routed units too.</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/explain</extracomment>
        <translation>La déroute est pire que l&apos;ébranlement, nous appliquons donc aussi le -1 d&apos;une unité ébranlée aux unités en déroute.</translation>
    </message>
    <message>
        <source>Yes</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/choices/yes/name</extracomment>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/choices/no/name</extracomment>
        <translation>Non</translation>
    </message>
    <message>
        <source>A routed unit that fails morale again</source>
        <extracomment>kgcwo.json: options/routed-fails-again/name</extracomment>
        <translation>Une unité en déroute qui rate de nouveau son moral</translation>
    </message>
    <message>
        <source>The ladder ends at Routed. By default the unit stays routed; a house rule removes it.</source>
        <extracomment>kgcwo.json: options/routed-fails-again/explain</extracomment>
        <translation>L&apos;échelle s&apos;arrête à En déroute. Par défaut l&apos;unité reste en déroute&#xa0;; une règle maison la retire.</translation>
    </message>
    <message>
        <source>Stays routed</source>
        <extracomment>kgcwo.json: options/routed-fails-again/choices/stays/name</extracomment>
        <translation>Reste en déroute</translation>
    </message>
    <message>
        <source>Leaves the field</source>
        <extracomment>kgcwo.json: options/routed-fails-again/choices/removed/name</extracomment>
        <translation>Quitte le champ de bataille</translation>
    </message>
    <message>
        <source>When to check for received wounds</source>
        <extracomment>kgcwo.json: options/wounds-check/name</extracomment>
        <translation>Quand tester les blessures reçues</translation>
    </message>
    <message>
        <source>We take one &apos;received wounds&apos; check after an attack that caused any casualty; some tables take one per casualty.</source>
        <extracomment>kgcwo.json: options/wounds-check/explain</extracomment>
        <translation>Nous passons un test de «&#xa0;blessures reçues&#xa0;» après une attaque qui a causé au moins une perte&#xa0;; certaines tables en passent un par perte.</translation>
    </message>
    <message>
        <source>Once per attack</source>
        <extracomment>kgcwo.json: options/wounds-check/choices/per-attack/name</extracomment>
        <translation>Une fois par attaque</translation>
    </message>
    <message>
        <source>Once per casualty</source>
        <extracomment>kgcwo.json: options/wounds-check/choices/per-casualty/name</extracomment>
        <translation>Une fois par perte</translation>
    </message>
    <message>
        <source>Guns count as smoothbore</source>
        <extracomment>kgcwo.json: options/artillery-smoothbore/name</extracomment>
        <translation>Les pièces comptent comme à âme lisse</translation>
    </message>
    <message>
        <source>The smoothbore -1 is read as applying to muskets and carbines; guns have their own modifiers.</source>
        <extracomment>kgcwo.json: options/artillery-smoothbore/explain</extracomment>
        <translation>Le -1 à âme lisse est lu comme s&apos;appliquant aux mousquets et aux mousquetons&#xa0;; les pièces ont leurs propres modificateurs.</translation>
    </message>
    <message>
        <source>How the fate table is read</source>
        <extracomment>kgcwo.json: options/fate-reading/name</extracomment>
        <translation>Comment lire la table du destin</translation>
    </message>
    <message>
        <source>The card says roll a D10 for Fortune or Calamity, but the fate table is numbered 11-66. We roll a D66 after the D10 (the D10 only names it). Alternatively the next card&apos;s kind picks the tens and a D6 the units.</source>
        <extracomment>kgcwo-1.0.0.json: options/fate-reading/explain</extracomment>
        <translation>La carte dit de lancer un D10 pour Fortune ou Calamité, mais la table du destin est numérotée de 11 à 66. Nous lançons un D66 après le D10 (le D10 ne fait que la nommer). Sinon, le genre de la carte suivante donne les dizaines et un D6 les unités.</translation>
    </message>
    <message>
        <source>Roll a D66</source>
        <extracomment>kgcwo.json: options/fate-reading/choices/d66/name</extracomment>
        <translation>Lancer un D66</translation>
    </message>
    <message>
        <source>Tens from the next card drawn</source>
        <extracomment>kgcwo.json: options/fate-reading/choices/next-card/name</extracomment>
        <translation>Dizaines d&apos;après la prochaine carte tirée</translation>
    </message>
    <message>
        <source>Where End of turn goes in the deck</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/name</extracomment>
        <translation>Où placer Fin du tour dans le paquet</translation>
    </message>
    <message>
        <source>We shuffle End of turn in with the rest, so some units may not act in a turn.</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/explain</extracomment>
        <translation>Nous mélangeons Fin du tour avec le reste, si bien que certaines unités peuvent ne pas agir dans un tour.</translation>
    </message>
    <message>
        <source>Shuffled in</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/choices/shuffled/name</extracomment>
        <translation>Mélangée</translation>
    </message>
    <message>
        <source>At the bottom</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/choices/bottom/name</extracomment>
        <translation>Tout en bas</translation>
    </message>
    <message>
        <source>Scale of the game</source>
        <extracomment>kgcwo.json: options/cardScale/name</extracomment>
        <translation>Échelle de la partie</translation>
    </message>
    <message>
        <source>At regiment scale every unit and every commander has a card; at brigade scale only the commanders do, and each activates the units under him. A scenario usually settles this in its settings (the id keeps the spelling scenarios already use).</source>
        <extracomment>kgcwo.json: options/cardScale/explain</extracomment>
        <translation>À l&apos;échelle du régiment, chaque unité et chaque commandant a une carte&#xa0;; à l&apos;échelle de la brigade, seuls les commandants en ont une, et chacun active les unités sous ses ordres. Un scénario règle d&apos;ordinaire ce point dans ses paramètres (l&apos;identifiant garde l&apos;orthographe que les scénarios utilisent déjà).</translation>
    </message>
    <message>
        <source>A card per unit and per commander</source>
        <extracomment>kgcwo.json: options/cardScale/choices/unit/name</extracomment>
        <translation>Une carte par unité et par commandant</translation>
    </message>
    <message>
        <source>Commanders&apos; cards only</source>
        <extracomment>kgcwo.json: options/cardScale/choices/commander/name</extracomment>
        <translation>Cartes des commandants seulement</translation>
    </message>
    <message>
        <source>Quality</source>
        <extracomment>kgcwo.json: ladders/quality/name</extracomment>
        <translation>Qualité</translation>
    </message>
    <message>
        <source>Fire, melee and morale are each rated A (best) to E; the rating is added to the rolls it governs.</source>
        <extracomment>kgcwo.json: ladders/quality/explain</extracomment>
        <translation>Le tir, la mêlée et le moral sont notés chacun de A (le meilleur) à E&#xa0;; la valeur s&apos;ajoute aux jets qu&apos;elle gouverne.</translation>
    </message>
    <message>
        <source>Leader rating</source>
        <extracomment>kgcwo.json: ladders/leader/name</extracomment>
        <translation>Valeur de chef</translation>
    </message>
    <message>
        <source>A better leader controls units over a wider command radius (he also needs line of sight to the commanders he activates).</source>
        <extracomment>kgcwo.json: ladders/leader/explain</extracomment>
        <translation>Un meilleur chef contrôle ses unités sur un rayon de commandement plus large (il lui faut aussi une ligne de vue vers les commandants qu&apos;il active).</translation>
    </message>
    <message>
        <source>Poor</source>
        <extracomment>kgcwo.json: ladders/leader/steps/poor/name</extracomment>
        <translation>Médiocre</translation>
    </message>
    <message>
        <source>Good</source>
        <extracomment>kgcwo.json: ladders/leader/steps/good/name</extracomment>
        <translation>Bon</translation>
    </message>
    <message>
        <source>Exceptional</source>
        <extracomment>kgcwo.json: ladders/leader/steps/exceptional/name</extracomment>
        <translation>Exceptionnel</translation>
    </message>
    <message>
        <source>Morale state</source>
        <extracomment>kgcwo.json: ladders/morale-state/name</extracomment>
        <translation>État de moral</translation>
    </message>
    <message>
        <source>Failing a morale check moves a unit down this ladder; rallying moves it back up.</source>
        <extracomment>kgcwo.json: ladders/morale-state/explain</extracomment>
        <translation>Rater un test de moral fait descendre l&apos;unité sur cette échelle&#xa0;; le ralliement la fait remonter.</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>kgcwo.json: ladders/morale-state/steps/normal/name</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Shaken</source>
        <extracomment>kgcwo.json: ladders/morale-state/steps/shaken/name</extracomment>
        <translation>Ébranlée</translation>
    </message>
    <message>
        <source>Routed</source>
        <extracomment>kgcwo.json: ladders/morale-state/steps/routed/name</extracomment>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>March column</source>
        <extracomment>kgcwo.json: formations/march-column/name</extracomment>
        <translation>Colonne de marche</translation>
    </message>
    <message>
        <source>Fast on the move, helpless if caught. Formed infantry and cavalry.</source>
        <extracomment>kgcwo.json: formations/march-column/explain</extracomment>
        <translation>Rapide en mouvement, sans défense si elle est surprise. Infanterie en ordre et cavalerie.</translation>
    </message>
    <message>
        <source>Attack column</source>
        <extracomment>kgcwo.json: formations/attack-column/name</extracomment>
        <translation>Colonne d&apos;attaque</translation>
    </message>
    <message>
        <source>Bases one behind another, for closing with the enemy. Formed infantry of armies other than the British and their allies.</source>
        <extracomment>kgcwo.json: formations/attack-column/explain</extracomment>
        <translation>Socles les uns derrière les autres, pour aborder l&apos;ennemi. Infanterie en ordre de toutes les armées sauf les Britanniques et leurs alliés.</translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>kgcwo.json: formations/line/name</extracomment>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Bases side by side: the best formation for firing. Formed infantry and cavalry.</source>
        <extracomment>kgcwo.json: formations/line/explain</extracomment>
        <translation>Socles côte à côte&#xa0;: la meilleure formation pour tirer. Infanterie en ordre et cavalerie.</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <extracomment>kgcwo.json: formations/skirmish/name</extracomment>
        <translation>Tirailleurs</translation>
    </message>
    <message>
        <source>Open order, for light infantry and detached companies; only units able to skirmish may take it.</source>
        <extracomment>kgcwo.json: formations/skirmish/explain</extracomment>
        <translation>Ordre dispersé, pour l&apos;infanterie légère et les compagnies détachées&#xa0;; seules les unités capables d&apos;agir en tirailleurs peuvent le prendre.</translation>
    </message>
    <message>
        <source>Square</source>
        <extracomment>kgcwo.json: formations/square/name</extracomment>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Against cavalry. It cannot move and may fire in any direction, at most one point at each target. Formed infantry only.</source>
        <extracomment>kgcwo.json: formations/square/explain</extracomment>
        <translation>Contre la cavalerie. Il ne peut pas bouger et peut tirer dans toutes les directions, au plus un point sur chaque cible. Infanterie en ordre seulement.</translation>
    </message>
    <message>
        <source>Limbered</source>
        <extracomment>kgcwo.json: formations/limbered/name</extracomment>
        <translation>Attelée</translation>
    </message>
    <message>
        <source>Guns hitched up to move.</source>
        <extracomment>kgcwo.json: formations/limbered/explain</extracomment>
        <translation>Pièces attelées pour se déplacer.</translation>
    </message>
    <message>
        <source>Unlimbered</source>
        <extracomment>kgcwo.json: formations/unlimbered/name</extracomment>
        <translation>En batterie</translation>
    </message>
    <message>
        <source>Guns deployed to fire; they can only pivot.</source>
        <extracomment>kgcwo.json: formations/unlimbered/explain</extracomment>
        <translation>Pièces déployées pour tirer&#xa0;; elles ne peuvent que pivoter.</translation>
    </message>
    <message>
        <source>Mounted</source>
        <extracomment>kgcwo.json: formations/mounted/name</extracomment>
        <translation>À cheval</translation>
    </message>
    <message>
        <source>A commander on the table.</source>
        <extracomment>kgcwo.json: formations/mounted/explain</extracomment>
        <translation>Un commandant sur la table.</translation>
    </message>
    <message>
        <source>Infantry regiment</source>
        <extracomment>kgcwo.json: unitTypes/infantry/name</extracomment>
        <translation>Régiment d&apos;infanterie</translation>
    </message>
    <message>
        <source>Three bases. Three fire and melee dice; removed at three casualties.</source>
        <extracomment>kgcwo.json: unitTypes/infantry/explain</extracomment>
        <translation>Trois socles. Trois dés de tir et de mêlée&#xa0;; retiré à trois pertes.</translation>
    </message>
    <message>
        <source>Detached skirmish company</source>
        <extracomment>kgcwo.json: unitTypes/detached-company/name</extracomment>
        <translation>Compagnie de tirailleurs détachée</translation>
    </message>
    <message>
        <source>A light company sent ahead of its regiment: one die, removed at its first casualty, which is recorded against the parent regiment.</source>
        <extracomment>kgcwo.json: unitTypes/detached-company/explain</extracomment>
        <translation>Une compagnie légère envoyée en avant de son régiment&#xa0;: un dé, retirée à sa première perte, qui est comptée à son régiment.</translation>
    </message>
    <message>
        <source>Cavalry regiment</source>
        <extracomment>kgcwo.json: unitTypes/cavalry/name</extracomment>
        <translation>Régiment de cavalerie</translation>
    </message>
    <message>
        <source>Three bases. Three dice; removed at three casualties.</source>
        <extracomment>kgcwo.json: unitTypes/cavalry/explain</extracomment>
        <translation>Trois socles. Trois dés&#xa0;; retiré à trois pertes.</translation>
    </message>
    <message>
        <source>Light battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-light/name</extracomment>
        <translation>Batterie légère</translation>
    </message>
    <message>
        <source>Two bases. Two fire dice, two melee dice; removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-light/explain</extracomment>
        <translation>Deux socles. Deux dés de tir, deux dés de mêlée&#xa0;; retirée à deux pertes.</translation>
    </message>
    <message>
        <source>Horse battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-horse/name</extracomment>
        <translation>Batterie à cheval</translation>
    </message>
    <message>
        <source>Light guns that keep up with cavalry: they move faster limbered on roads.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-horse/explain</extracomment>
        <translation>Des pièces légères qui suivent la cavalerie&#xa0;: attelées, elles vont plus vite sur les routes.</translation>
    </message>
    <message>
        <source>Medium battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-medium/name</extracomment>
        <translation>Batterie moyenne</translation>
    </message>
    <message>
        <source>Three fire dice, two melee dice; removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-medium/explain</extracomment>
        <translation>Trois dés de tir, deux dés de mêlée&#xa0;; retirée à deux pertes.</translation>
    </message>
    <message>
        <source>Heavy battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-heavy/name</extracomment>
        <translation>Batterie lourde</translation>
    </message>
    <message>
        <source>Four fire dice, two melee dice; removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-heavy/explain</extracomment>
        <translation>Quatre dés de tir, deux dés de mêlée&#xa0;; retirée à deux pertes.</translation>
    </message>
    <message>
        <source>Howitzer battery</source>
        <extracomment>kgcwo.json: unitTypes/howitzer/name</extracomment>
        <translation>Batterie d&apos;obusiers</translation>
    </message>
    <message>
        <source>Four fire dice, two melee dice; removed at two casualties. Its shells burst over cover.</source>
        <extracomment>kgcwo.json: unitTypes/howitzer/explain</extracomment>
        <translation>Quatre dés de tir, deux dés de mêlée&#xa0;; retirée à deux pertes. Ses obus éclatent au-dessus des couverts.</translation>
    </message>
    <message>
        <source>Rocket troop</source>
        <extracomment>kgcwo.json: unitTypes/rockets/name</extracomment>
        <translation>Troupe de fusées</translation>
    </message>
    <message>
        <source>No fire dice: rockets fly by their own procedure. Removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/rockets/explain</extracomment>
        <translation>Pas de dés de tir&#xa0;: les fusées volent selon leur propre procédure. Retirée à deux pertes.</translation>
    </message>
    <message>
        <source>Commander</source>
        <extracomment>kgcwo.json: unitTypes/commander/name</extracomment>
        <translation>Commandant</translation>
    </message>
    <message>
        <source>A general&apos;s base, for movement.</source>
        <extracomment>kgcwo.json: unitTypes/commander/explain</extracomment>
        <translation>Le socle d&apos;un général, pour le mouvement.</translation>
    </message>
    <message>
        <source>For commanders: sets the command radius.</source>
        <extracomment>kgcwo.json: fields/leader-rating/explain</extracomment>
        <translation>Pour les commandants&#xa0;: fixe le rayon de commandement.</translation>
    </message>
    <message>
        <source>Casualties</source>
        <extracomment>kgcwo.json: fields/casualties/name</extracomment>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>Formation</source>
        <extracomment>kgcwo.json: fields/formation/name</extracomment>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Army</source>
        <extracomment>kgcwo.json: fields/nationality/name</extracomment>
        <translation>Armée</translation>
    </message>
    <message>
        <source>Sets the chain of formation changes.</source>
        <extracomment>kgcwo.json: fields/nationality/explain</extracomment>
        <translation>Fixe la chaîne des changements de formation.</translation>
    </message>
    <message>
        <source>Fired</source>
        <extracomment>kgcwo.json: fields/fired/name</extracomment>
        <translation>A tiré</translation>
    </message>
    <message>
        <source>Has fired since its last reload: no first-shot bonus.</source>
        <extracomment>kgcwo.json: fields/fired/explain</extracomment>
        <translation>A tiré depuis son dernier rechargement&#xa0;: pas de bonus de premier tir.</translation>
    </message>
    <message>
        <source>On hold</source>
        <extracomment>kgcwo.json: fields/hold/name</extracomment>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Holding its activation for later this turn.</source>
        <extracomment>kgcwo-1.0.0.json: fields/hold/explain</extracomment>
        <translation>Garde son activation pour plus tard dans le tour.</translation>
    </message>
    <message>
        <source>Evading</source>
        <extracomment>kgcwo.json: fields/evading/name</extracomment>
        <translation>En esquive</translation>
    </message>
    <message>
        <source>Keeps running towards its base line each activation until rallied.</source>
        <extracomment>kgcwo.json: fields/evading/explain</extracomment>
        <translation>Continue de courir vers son bord de table à chaque activation jusqu&apos;à son ralliement.</translation>
    </message>
    <message>
        <source>Activated this turn</source>
        <extracomment>kgcwo.json: fields/activated/name</extracomment>
        <translation>Activée ce tour</translation>
    </message>
    <message>
        <source>Can skirmish</source>
        <extracomment>kgcwo.json: fields/skirmish-capable/name</extracomment>
        <translation>Peut agir en tirailleurs</translation>
    </message>
    <message>
        <source>Light troops able to take skirmish order.</source>
        <extracomment>kgcwo.json: fields/skirmish-capable/explain</extracomment>
        <translation>Troupes légères capables de prendre l&apos;ordre dispersé.</translation>
    </message>
    <message>
        <source>Smoothbore</source>
        <extracomment>kgcwo.json: fields/smoothbore/name</extracomment>
        <translation>À âme lisse</translation>
    </message>
    <message>
        <source>Armed with smoothbore muskets or carbines.</source>
        <extracomment>kgcwo.json: fields/smoothbore/explain</extracomment>
        <translation>Armée de mousquets ou de mousquetons à âme lisse.</translation>
    </message>
    <message>
        <source>Lancers</source>
        <extracomment>kgcwo.json: fields/lancers/name</extracomment>
        <translation>Lanciers</translation>
    </message>
    <message>
        <source>Armoured</source>
        <extracomment>kgcwo.json: fields/armoured/name</extracomment>
        <translation>Cuirassée</translation>
    </message>
    <message>
        <source>Cuirassiers and the like.</source>
        <extracomment>kgcwo.json: fields/armoured/explain</extracomment>
        <translation>Cuirassiers et assimilés.</translation>
    </message>
    <message>
        <source>Defending an obstacle</source>
        <extracomment>kgcwo.json: fields/defending-obstacle/name</extracomment>
        <translation>Défend un obstacle</translation>
    </message>
    <message>
        <source>Move bonus</source>
        <extracomment>kgcwo.json: fields/move-bonus/name</extracomment>
        <translation>Bonus de mouvement</translation>
    </message>
    <message>
        <source>Inches added to every move (fate 42).</source>
        <extracomment>kgcwo.json: fields/move-bonus/explain</extracomment>
        <translation>Pouces ajoutés à chaque mouvement (destin 42).</translation>
    </message>
    <message>
        <source>Turns to miss</source>
        <extracomment>kgcwo.json: fields/missed-turns/name</extracomment>
        <translation>Tours à passer</translation>
    </message>
    <message>
        <source>Activations per turn</source>
        <extracomment>kgcwo.json: fields/activations/name</extracomment>
        <translation>Activations par tour</translation>
    </message>
    <message>
        <source>Fate 41 lets a unit act twice.</source>
        <extracomment>kgcwo-1.0.0.json: fields/activations/explain</extracomment>
        <translation>Le destin 41 permet à une unité d&apos;agir deux fois.</translation>
    </message>
    <message>
        <source>A unit is removed when its casualties reach its maximum.</source>
        <extracomment>kgcwo.json: removal/explain</extracomment>
        <translation>Une unité est retirée quand ses pertes atteignent son maximum.</translation>
    </message>
    <message>
        <source>Formations change one step at a time along the army&apos;s chain. Each step costs part of a move by the unit&apos;s quality; shaken units, and quality E units, must also pass a morale check for each step. A change dearer than one move carries on into the next activation.</source>
        <extracomment>kgcwo.json: formationChanges/explain</extracomment>
        <translation>Les formations changent d&apos;un cran à la fois le long de la chaîne de l&apos;armée. Chaque cran coûte une part de mouvement selon la qualité de l&apos;unité&#xa0;; les unités ébranlées et celles de qualité E doivent aussi réussir un test de moral pour chaque cran. Un changement qui coûte plus d&apos;un mouvement se poursuit à l&apos;activation suivante.</translation>
    </message>
    <message>
        <source>British, Portuguese and Spanish</source>
        <extracomment>kgcwo.json: formationChanges/chains/british-and-allies/name</extracomment>
        <translation>Britanniques, Portugais et Espagnols</translation>
    </message>
    <message>
        <source>All other armies</source>
        <extracomment>kgcwo.json: formationChanges/chains/others/name</extracomment>
        <translation>Toutes les autres armées</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>kgcwo.json: movementColumns/move/name</extracomment>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>The distance the unit may move in this formation.</source>
        <extracomment>kgcwo.json: movementColumns/move/explain</extracomment>
        <translation>La distance que l&apos;unité peut parcourir dans cette formation.</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <extracomment>kgcwo.json: movementColumns/rough/name</extracomment>
        <translation>Terrain difficile</translation>
    </message>
    <message>
        <source>The distance across rough ground.</source>
        <extracomment>kgcwo.json: movementColumns/rough/explain</extracomment>
        <translation>La distance en terrain difficile.</translation>
    </message>
    <message>
        <source>Road</source>
        <extracomment>kgcwo.json: movementColumns/road/name</extracomment>
        <translation>Route</translation>
    </message>
    <message>
        <source>The distance along a road.</source>
        <extracomment>kgcwo.json: movementColumns/road/explain</extracomment>
        <translation>La distance sur une route.</translation>
    </message>
    <message>
        <source>Charge</source>
        <extracomment>kgcwo.json: movementColumns/charge/name</extracomment>
        <translation>Charge</translation>
    </message>
    <message>
        <source>The distance the unit may charge.</source>
        <extracomment>kgcwo.json: movementColumns/charge/explain</extracomment>
        <translation>La distance sur laquelle l&apos;unité peut charger.</translation>
    </message>
    <message>
        <source>Carbine</source>
        <extracomment>kgcwo.json: weapons/carbine/name</extracomment>
        <translation>Mousqueton</translation>
    </message>
    <message>
        <source>Napoleonic cavalry only.</source>
        <extracomment>kgcwo.json: weapons/carbine/explain</extracomment>
        <translation>Cavalerie napoléonienne seulement.</translation>
    </message>
    <message>
        <source>Musket</source>
        <extracomment>kgcwo.json: weapons/musket/name</extracomment>
        <translation>Mousquet</translation>
    </message>
    <message>
        <source>Rifled musket</source>
        <extracomment>kgcwo.json: weapons/rifled-musket/name</extracomment>
        <translation>Mousquet rayé</translation>
    </message>
    <message>
        <source>Artillery</source>
        <extracomment>kgcwo.json: weapons/artillery/name</extracomment>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Canister out to 6&quot;.</source>
        <extracomment>kgcwo.json: weapons/artillery/explain</extracomment>
        <translation>Mitraille jusqu&apos;à 6&quot;.</translation>
    </message>
    <message>
        <source>Howitzer</source>
        <extracomment>kgcwo.json: weapons/howitzer/name</extracomment>
        <translation>Obusier</translation>
    </message>
    <message>
        <source>Rockets</source>
        <extracomment>kgcwo.json: weapons/rockets/name</extracomment>
        <translation>Fusées</translation>
    </message>
    <message>
        <source>Range set by the declared D6s, 1&quot; to 72&quot;, without measuring.</source>
        <extracomment>kgcwo.json: weapons/rockets/explain</extracomment>
        <translation>Portée fixée par les D6 annoncés, de 1&quot; à 72&quot;, sans mesurer.</translation>
    </message>
    <message>
        <source>The unit&apos;s morale quality, A +2 down to E -2.</source>
        <extracomment>kgcwo.json: modifierSets/morale/morale-rating/explain</extracomment>
        <translation>La qualité de moral de l&apos;unité, de A +2 à E -2.</translation>
    </message>
    <message>
        <source>The printed morale table names the melee rating; this option follows the print.</source>
        <extracomment>kgcwo.json: modifierSets/morale/melee-rating-as-printed/explain</extracomment>
        <translation>La table de moral imprimée nomme la valeur de mêlée&#xa0;; cette option suit l&apos;imprimé.</translation>
    </message>
    <message>
        <source>Unit is shaken</source>
        <extracomment>kgcwo.json: modifierSets/morale/shaken/name</extracomment>
        <translation>L&apos;unité est ébranlée</translation>
    </message>
    <message>
        <source>A shaken unit is less steady; by default a routed one counts too.</source>
        <extracomment>kgcwo.json: modifierSets/morale/shaken/explain</extracomment>
        <translation>Une unité ébranlée tient moins bien&#xa0;; par défaut une unité en déroute compte aussi.</translation>
    </message>
    <message>
        <source>Each casualty the unit has taken makes it less steady.</source>
        <extracomment>kgcwo.json: modifierSets/morale/own-casualties/explain</extracomment>
        <translation>Chaque perte subie par l&apos;unité la rend moins solide.</translation>
    </message>
    <message>
        <source>Out of command</source>
        <extracomment>kgcwo.json: modifierSets/morale/out-of-command/name</extracomment>
        <translation>Hors commandement</translation>
    </message>
    <message>
        <source>More than 8&quot; from its commander and more than 4&quot; from a friend that is in command.</source>
        <extracomment>kgcwo.json: modifierSets/morale/out-of-command/explain</extracomment>
        <translation>À plus de 8&quot; de son commandant et à plus de 4&quot; d&apos;une unité amie sous commandement.</translation>
    </message>
    <message>
        <source>Enemy near flank or rear, no support</source>
        <extracomment>kgcwo.json: modifierSets/morale/exposed-flank/name</extracomment>
        <translation>Ennemi près du flanc ou du revers, sans soutien</translation>
    </message>
    <message>
        <source>An enemy unit within 6&quot; of its flank or rear and no friends near (never inside a built-up area).</source>
        <extracomment>kgcwo.json: modifierSets/morale/exposed-flank/explain</extracomment>
        <translation>Une unité ennemie à moins de 6&quot; de son flanc ou de son revers et aucun ami proche (jamais dans une zone bâtie).</translation>
    </message>
    <message>
        <source>Unit in cover</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/name</extracomment>
        <translation>Unité à couvert</translation>
    </message>
    <message>
        <source>Troops behind cover hold better.</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/explain</extracomment>
        <translation>Les troupes à couvert tiennent mieux.</translation>
    </message>
    <message>
        <source>Soft cover</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/choices/soft/name</extracomment>
        <translation>Couvert léger</translation>
    </message>
    <message>
        <source>Hard cover</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/choices/hard/name</extracomment>
        <translation>Couvert dur</translation>
    </message>
    <message>
        <source>The unit&apos;s fire quality, A +2 down to E -2.</source>
        <extracomment>kgcwo.json: modifierSets/fire/fire-rating/explain</extracomment>
        <translation>La qualité de tir de l&apos;unité, de A +2 à E -2.</translation>
    </message>
    <message>
        <source>First shot</source>
        <extracomment>kgcwo.json: modifierSets/fire/first-shot/name</extracomment>
        <translation>Premier tir</translation>
    </message>
    <message>
        <source>A unit without a fired marker gets its carefully loaded first volley.</source>
        <extracomment>kgcwo.json: modifierSets/fire/first-shot/explain</extracomment>
        <translation>Une unité sans marqueur de tir lâche sa première salve soigneusement chargée.</translation>
    </message>
    <message>
        <source>Rested weapon</source>
        <extracomment>kgcwo.json: modifierSets/fire/rested/name</extracomment>
        <translation>Arme appuyée</translation>
    </message>
    <message>
        <source>Tick when the unit fires from a braced or stationary position.</source>
        <extracomment>kgcwo.json: modifierSets/fire/rested/explain</extracomment>
        <translation>À cocher quand l&apos;unité tire depuis une position appuyée ou immobile.</translation>
    </message>
    <message>
        <source>Canister</source>
        <extracomment>kgcwo.json: modifierSets/fire/canister/name</extracomment>
        <translation>Mitraille</translation>
    </message>
    <message>
        <source>Guns firing canister at close range (6&quot;).</source>
        <extracomment>kgcwo.json: modifierSets/fire/canister/explain</extracomment>
        <translation>Pièces tirant à mitraille à courte portée (6&quot;).</translation>
    </message>
    <message>
        <source>Enfilade</source>
        <extracomment>kgcwo.json: modifierSets/fire/enfilade/name</extracomment>
        <translation>Enfilade</translation>
    </message>
    <message>
        <source>Firing along the length of the target&apos;s line.</source>
        <extracomment>kgcwo.json: modifierSets/fire/enfilade/explain</extracomment>
        <translation>Tir dans la longueur de la ligne de la cible.</translation>
    </message>
    <message>
        <source>Firer is shaken</source>
        <extracomment>kgcwo.json: modifierSets/fire/shaken/name</extracomment>
        <translation>Le tireur est ébranlé</translation>
    </message>
    <message>
        <source>Shaken troops shoot worse; by default a routed unit counts too.</source>
        <extracomment>kgcwo.json: modifierSets/fire/shaken/explain</extracomment>
        <translation>Les troupes ébranlées tirent moins bien&#xa0;; par défaut une unité en déroute compte aussi.</translation>
    </message>
    <message>
        <source>Firer&apos;s casualties</source>
        <extracomment>kgcwo.json: modifierSets/fire/own-casualties/name</extracomment>
        <translation>Pertes du tireur</translation>
    </message>
    <message>
        <source>Each casualty in the firing unit costs one.</source>
        <extracomment>kgcwo.json: modifierSets/fire/own-casualties/explain</extracomment>
        <translation>Chaque perte dans l&apos;unité qui tire coûte un.</translation>
    </message>
    <message>
        <source>Long range</source>
        <extracomment>kgcwo.json: modifierSets/fire/long-range/name</extracomment>
        <translation>Longue portée</translation>
    </message>
    <message>
        <source>The target is beyond standard range but within long range.</source>
        <extracomment>kgcwo.json: modifierSets/fire/long-range/explain</extracomment>
        <translation>La cible est au-delà de la portée normale mais à longue portée.</translation>
    </message>
    <message>
        <source>Smoothbore weapon</source>
        <extracomment>kgcwo.json: modifierSets/fire/smoothbore/name</extracomment>
        <translation>Arme à âme lisse</translation>
    </message>
    <message>
        <source>Smoothbore small arms are less accurate. By default guns do not take this; an option makes them.</source>
        <extracomment>kgcwo.json: modifierSets/fire/smoothbore/explain</extracomment>
        <translation>Les armes légères à âme lisse sont moins précises. Par défaut les pièces n&apos;en tiennent pas compte&#xa0;; une option les y soumet.</translation>
    </message>
    <message>
        <source>Target is skirmishers or artillery</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-skirmishers-or-guns/name</extracomment>
        <translation>Cible en tirailleurs ou artillerie</translation>
    </message>
    <message>
        <source>Dispersed skirmishers and gun crews are harder to hit.</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-skirmishers-or-guns/explain</extracomment>
        <translation>Les tirailleurs dispersés et les servants sont plus difficiles à toucher.</translation>
    </message>
    <message>
        <source>Target in cover</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-cover/name</extracomment>
        <translation>Cible à couvert</translation>
    </message>
    <message>
        <source>Cover shields the target. Howitzer shells burst overhead, so it does not count against them.</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-cover/explain</extracomment>
        <translation>Le couvert protège la cible. Les obus d&apos;obusier éclatent au-dessus, il ne compte donc pas contre eux.</translation>
    </message>
    <message>
        <source>Target in a built-up area</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-in-bua/name</extracomment>
        <translation>Cible dans une zone bâtie</translation>
    </message>
    <message>
        <source>Against howitzers only a built-up area still protects (counted as hard cover).</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-in-bua/explain</extracomment>
        <translation>Contre les obusiers, seule une zone bâtie protège encore (comptée comme couvert dur).</translation>
    </message>
    <message>
        <source>Howitzer firing indirectly</source>
        <extracomment>kgcwo.json: modifierSets/fire/howitzer-indirect/name</extracomment>
        <translation>Obusier en tir indirect</translation>
    </message>
    <message>
        <source>Lobbing shells at a target the crew cannot see.</source>
        <extracomment>kgcwo.json: modifierSets/fire/howitzer-indirect/explain</extracomment>
        <translation>Des obus lobés sur une cible que les servants ne voient pas.</translation>
    </message>
    <message>
        <source>Firing mounted</source>
        <extracomment>kgcwo.json: modifierSets/fire/firing-mounted/name</extracomment>
        <translation>Tir à cheval</translation>
    </message>
    <message>
        <source>Horsemen firing from the saddle.</source>
        <extracomment>kgcwo.json: modifierSets/fire/firing-mounted/explain</extracomment>
        <translation>Des cavaliers qui tirent en selle.</translation>
    </message>
    <message>
        <source>Medium gun against cover</source>
        <extracomment>kgcwo.json: modifierSets/fire/medium-gun-at-cover/name</extracomment>
        <translation>Pièce moyenne contre un couvert</translation>
    </message>
    <message>
        <source>Medium shot batters down soft defences.</source>
        <extracomment>kgcwo.json: modifierSets/fire/medium-gun-at-cover/explain</extracomment>
        <translation>Les boulets moyens abattent les défenses légères.</translation>
    </message>
    <message>
        <source>Heavy gun against cover</source>
        <extracomment>kgcwo.json: modifierSets/fire/heavy-gun-at-cover/name</extracomment>
        <translation>Pièce lourde contre un couvert</translation>
    </message>
    <message>
        <source>Heavy shot smashes defences.</source>
        <extracomment>kgcwo.json: modifierSets/fire/heavy-gun-at-cover/explain</extracomment>
        <translation>Les boulets lourds fracassent les défenses.</translation>
    </message>
    <message>
        <source>The unit&apos;s melee quality, A +2 down to E -2.</source>
        <extracomment>kgcwo.json: modifierSets/melee/melee-rating/explain</extracomment>
        <translation>La qualité de mêlée de l&apos;unité, de A +2 à E -2.</translation>
    </message>
    <message>
        <source>Shaken troops fight worse; by default a routed unit counts too.</source>
        <extracomment>kgcwo.json: modifierSets/melee/shaken/explain</extracomment>
        <translation>Les troupes ébranlées combattent moins bien&#xa0;; par défaut une unité en déroute compte aussi.</translation>
    </message>
    <message>
        <source>Defending cover</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-cover/name</extracomment>
        <translation>Défend un couvert</translation>
    </message>
    <message>
        <source>Tick on the defender&apos;s dice when it holds cover.</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-cover/explain</extracomment>
        <translation>À cocher sur les dés du défenseur quand il tient un couvert.</translation>
    </message>
    <message>
        <source>Attacking a formed unit&apos;s flank or rear</source>
        <extracomment>kgcwo.json: modifierSets/melee/flank-or-rear/name</extracomment>
        <translation>Attaque du flanc ou du revers d&apos;une unité en ordre</translation>
    </message>
    <message>
        <source>Tick on the attacker&apos;s dice.</source>
        <extracomment>kgcwo.json: modifierSets/melee/flank-or-rear/explain</extracomment>
        <translation>À cocher sur les dés de l&apos;attaquant.</translation>
    </message>
    <message>
        <source>Formed attacker against skirmishers or crew</source>
        <extracomment>kgcwo.json: modifierSets/melee/formed-vs-loose/name</extracomment>
        <translation>Attaquant en ordre contre tirailleurs ou servants</translation>
    </message>
    <message>
        <source>Tick on the attacker&apos;s dice when a formed unit charged skirmishers or gunners.</source>
        <extracomment>kgcwo.json: modifierSets/melee/formed-vs-loose/explain</extracomment>
        <translation>À cocher sur les dés de l&apos;attaquant quand une unité en ordre a chargé des tirailleurs ou des servants.</translation>
    </message>
    <message>
        <source>Defending rough ground</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-rough/name</extracomment>
        <translation>Défend un terrain difficile</translation>
    </message>
    <message>
        <source>Tick on the defender&apos;s dice when it stands in rough ground.</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-rough/explain</extracomment>
        <translation>À cocher sur les dés du défenseur quand il se tient en terrain difficile.</translation>
    </message>
    <message>
        <source>Cavalry against infantry not in square</source>
        <extracomment>kgcwo.json: modifierSets/melee/cavalry-vs-infantry/name</extracomment>
        <translation>Cavalerie contre infanterie hors carré</translation>
    </message>
    <message>
        <source>Horse riding into foot that has not formed square.</source>
        <extracomment>kgcwo.json: modifierSets/melee/cavalry-vs-infantry/explain</extracomment>
        <translation>Des cavaliers qui fondent sur des fantassins qui n&apos;ont pas formé le carré.</translation>
    </message>
    <message>
        <source>Attacking in march column</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-march-column/name</extracomment>
        <translation>Attaque en colonne de marche</translation>
    </message>
    <message>
        <source>Tick on the attacker&apos;s dice: it charged in march column.</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-march-column/explain</extracomment>
        <translation>À cocher sur les dés de l&apos;attaquant&#xa0;: il a chargé en colonne de marche.</translation>
    </message>
    <message>
        <source>Attacking in attack column</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-attack-column/name</extracomment>
        <translation>Attaque en colonne d&apos;attaque</translation>
    </message>
    <message>
        <source>Tick on the attacker&apos;s dice: it charged in attack column.</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-attack-column/explain</extracomment>
        <translation>À cocher sur les dés de l&apos;attaquant&#xa0;: il a chargé en colonne d&apos;attaque.</translation>
    </message>
    <message>
        <source>Lancers who charged, first round</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-charged/name</extracomment>
        <translation>Lanciers qui ont chargé, premier round</translation>
    </message>
    <message>
        <source>Lancers strike hard in the first clash of their charge.</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-charged/explain</extracomment>
        <translation>Les lanciers frappent fort au premier choc de leur charge.</translation>
    </message>
    <message>
        <source>Lancers, second round on</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-later-rounds/name</extracomment>
        <translation>Lanciers, à partir du deuxième round</translation>
    </message>
    <message>
        <source>Once the charge is spent the lance is a hindrance.</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-later-rounds/explain</extracomment>
        <translation>Une fois la charge épuisée, la lance devient une gêne.</translation>
    </message>
    <message>
        <source>Against an armoured opponent</source>
        <extracomment>kgcwo.json: modifierSets/melee/vs-armoured/name</extracomment>
        <translation>Contre un adversaire cuirassé</translation>
    </message>
    <message>
        <source>Fighting cuirassed troops.</source>
        <extracomment>kgcwo.json: modifierSets/melee/vs-armoured/explain</extracomment>
        <translation>Combat contre des troupes cuirassées.</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>kgcwo.json: tests/fire/name</extracomment>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Roll the unit&apos;s fire dice. Each die scoring 5 or more after modifiers is a hit; the target takes a morale check (a save) for each hit, and each failed save is a casualty. Firing puts a fired marker on the unit.</source>
        <extracomment>kgcwo.json: tests/fire/explain</extracomment>
        <translation>Lancer les dés de tir de l&apos;unité. Chaque dé qui fait 5 ou plus après modificateurs est une touche&#xa0;; la cible passe un test de moral (une sauvegarde) pour chaque touche, et chaque sauvegarde ratée est une perte. Tirer place un marqueur de tir sur l&apos;unité.</translation>
    </message>
    <message>
        <source>The unit has fired: it loses its first-shot bonus until reloaded.</source>
        <extracomment>kgcwo.json: tests/fire/effects/0/explain</extracomment>
        <translation>L&apos;unité a tiré&#xa0;: elle perd son bonus de premier tir jusqu&apos;au rechargement.</translation>
    </message>
    <message>
        <source>The target checks morale for each hit.</source>
        <extracomment>kgcwo.json: tests/fire/perSuccess/0/explain</extracomment>
        <translation>La cible teste son moral pour chaque touche.</translation>
    </message>
    <message>
        <source>The target took casualties: one more check.</source>
        <extracomment>kgcwo.json: tests/fire/ifAnyFailed/0/explain</extracomment>
        <translation>La cible a subi des pertes&#xa0;: un test de plus.</translation>
    </message>
    <message>
        <source>Melee</source>
        <extracomment>kgcwo.json: tests/melee/name</extracomment>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>Each side rolls its melee dice in turn. Each die scoring 5 or more after modifiers is a hit; the opponent saves each hit with a morale check, and each failure is a casualty. The side with more casualties has lost and checks morale at -2.</source>
        <extracomment>kgcwo.json: tests/melee/explain</extracomment>
        <translation>Chaque camp lance à son tour ses dés de mêlée. Chaque dé qui fait 5 ou plus après modificateurs est une touche&#xa0;; l&apos;adversaire sauvegarde chaque touche par un test de moral, et chaque échec est une perte. Le camp qui a le plus de pertes a perdu et teste son moral à -2.</translation>
    </message>
    <message>
        <source>The opponent checks morale for each hit.</source>
        <extracomment>kgcwo.json: tests/melee/perSuccess/0/explain</extracomment>
        <translation>L&apos;adversaire teste son moral pour chaque touche.</translation>
    </message>
    <message>
        <source>The opponent took casualties: one more check.</source>
        <extracomment>kgcwo.json: tests/melee/ifAnyFailed/0/explain</extracomment>
        <translation>L&apos;adversaire a subi des pertes&#xa0;: un test de plus.</translation>
    </message>
    <message>
        <source>Stand and fire: the volley</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-volley/name</extracomment>
        <translation>Tenir et tirer&#xa0;: la salve</translation>
    </message>
    <message>
        <source>The charged unit&apos;s volley at the charger, resolved like ordinary fire. If it scores any hit the charger must check morale or halt.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-volley/explain</extracomment>
        <translation>La salve de l&apos;unité chargée sur le chargeur, résolue comme un tir ordinaire. Si elle fait la moindre touche, le chargeur doit tester son moral ou s&apos;arrêter.</translation>
    </message>
    <message>
        <source>The volley hit: the charger checks morale.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-volley/ifAnySuccess/0/explain</extracomment>
        <translation>La salve a touché&#xa0;: le chargeur teste son moral.</translation>
    </message>
    <message>
        <source>Save a hit</source>
        <extracomment>kgcwo.json: tests/save-hit/name</extracomment>
        <translation>Sauvegarder une touche</translation>
    </message>
    <message>
        <source>A morale check for one hit from fire or melee: pass and the hit does no harm, fail and it becomes a casualty.</source>
        <extracomment>kgcwo.json: tests/save-hit/explain</extracomment>
        <translation>Un test de moral pour une touche de tir ou de mêlée&#xa0;: réussi, la touche ne fait aucun mal&#xa0;; raté, elle devient une perte.</translation>
    </message>
    <message>
        <source>Saved</source>
        <extracomment>kgcwo.json: tests/save-hit/onPass/name</extracomment>
        <translation>Sauvegardée</translation>
    </message>
    <message>
        <source>The hit does no harm.</source>
        <extracomment>kgcwo.json: tests/save-hit/onPass/explain</extracomment>
        <translation>La touche ne fait aucun mal.</translation>
    </message>
    <message>
        <source>Casualty</source>
        <extracomment>kgcwo.json: tests/save-hit/onFail/name</extracomment>
        <translation>Perte</translation>
    </message>
    <message>
        <source>The hit becomes a casualty.</source>
        <extracomment>kgcwo.json: tests/save-hit/onFail/explain</extracomment>
        <translation>La touche devient une perte.</translation>
    </message>
    <message>
        <source>With one check per casualty, each casualty is checked at once.</source>
        <extracomment>kgcwo.json: tests/save-hit/onFail/then/0/explain</extracomment>
        <translation>Avec un test par perte, chaque perte est testée aussitôt.</translation>
    </message>
    <message>
        <source>Received wounds</source>
        <extracomment>kgcwo.json: tests/received-wounds/name</extracomment>
        <translation>Blessures reçues</translation>
    </message>
    <message>
        <source>Taken once after an attack that caused casualties (an option makes it once per casualty). Fail and the unit&apos;s morale drops a step.</source>
        <extracomment>kgcwo.json: tests/received-wounds/explain</extracomment>
        <translation>Passé une fois après une attaque qui a causé des pertes (une option en fait un par perte). Raté, le moral de l&apos;unité baisse d&apos;un cran.</translation>
    </message>
    <message>
        <source>Holds</source>
        <extracomment>kgcwo.json: tests/received-wounds/onPass/name</extracomment>
        <translation>Tient bon</translation>
    </message>
    <message>
        <source>Morale stays as it is.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onPass/explain</extracomment>
        <translation>Le moral reste tel quel.</translation>
    </message>
    <message>
        <source>Morale drops</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/name</extracomment>
        <translation>Le moral baisse</translation>
    </message>
    <message>
        <source>One step worse.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/explain</extracomment>
        <translation>Un cran de moins.</translation>
    </message>
    <message>
        <source>Optional house rule: a routed unit that fails again leaves the field.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/effects/0/explain</extracomment>
        <translation>Règle maison optionnelle&#xa0;: une unité en déroute qui échoue de nouveau quitte le champ de bataille.</translation>
    </message>
    <message>
        <source>One step worse: Normal to Shaken, Shaken to Routed.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/effects/1/explain</extracomment>
        <translation>Un cran de moins&#xa0;: de Normal à Ébranlée, d&apos;Ébranlée à En déroute.</translation>
    </message>
    <message>
        <source>Lost melee</source>
        <extracomment>kgcwo.json: tests/lost-melee/name</extracomment>
        <translation>Mêlée perdue</translation>
    </message>
    <message>
        <source>The side with more casualties after a melee round checks at -2.</source>
        <extracomment>kgcwo.json: tests/lost-melee/explain</extracomment>
        <translation>Le camp qui a le plus de pertes après un round de mêlée teste à -2.</translation>
    </message>
    <message>
        <source>Lost the melee</source>
        <extracomment>kgcwo.json: tests/lost-melee/modifiers/lost-melee/name</extracomment>
        <translation>A perdu la mêlée</translation>
    </message>
    <message>
        <source>It took more casualties than it inflicted.</source>
        <extracomment>kgcwo.json: tests/lost-melee/modifiers/lost-melee/explain</extracomment>
        <translation>Elle a subi plus de pertes qu&apos;elle n&apos;en a infligé.</translation>
    </message>
    <message>
        <source>Receive a charge</source>
        <extracomment>kgcwo.json: tests/receive-charge/name</extracomment>
        <translation>Recevoir une charge</translation>
    </message>
    <message>
        <source>A unit that is charged checks morale; failure drops it a step.</source>
        <extracomment>kgcwo.json: tests/receive-charge/explain</extracomment>
        <translation>Une unité chargée teste son moral&#xa0;; un échec la fait baisser d&apos;un cran.</translation>
    </message>
    <message>
        <source>Under a rocket&apos;s flight</source>
        <extracomment>kgcwo.json: tests/rocket-flight/name</extracomment>
        <translation>Sous la trajectoire d&apos;une fusée</translation>
    </message>
    <message>
        <source>Every unit under a rocket&apos;s path checks at -1.</source>
        <extracomment>kgcwo.json: tests/rocket-flight/explain</extracomment>
        <translation>Chaque unité sous la trajectoire d&apos;une fusée teste à -1.</translation>
    </message>
    <message>
        <source>Under the rocket&apos;s flight path</source>
        <extracomment>kgcwo.json: tests/rocket-flight/modifiers/rocket-flight/name</extracomment>
        <translation>Sous la trajectoire de la fusée</translation>
    </message>
    <message>
        <source>Screaming overhead.</source>
        <extracomment>kgcwo.json: tests/rocket-flight/modifiers/rocket-flight/explain</extracomment>
        <translation>Elle hurle au-dessus des têtes.</translation>
    </message>
    <message>
        <source>Rocket lands close</source>
        <extracomment>kgcwo.json: tests/rocket-impact/name</extracomment>
        <translation>Une fusée tombe tout près</translation>
    </message>
    <message>
        <source>A unit within 2&quot; of where a rocket lands checks at -2 (it takes only this check, not the flight-path one).</source>
        <extracomment>kgcwo.json: tests/rocket-impact/explain</extracomment>
        <translation>Une unité à moins de 2&quot; du point d&apos;impact d&apos;une fusée teste à -2 (elle ne passe que ce test, pas celui de la trajectoire).</translation>
    </message>
    <message>
        <source>Within 2&quot; of the impact</source>
        <extracomment>kgcwo.json: tests/rocket-impact/modifiers/rocket-impact/name</extracomment>
        <translation>À moins de 2&quot; de l&apos;impact</translation>
    </message>
    <message>
        <source>The rocket bursts close by.</source>
        <extracomment>kgcwo.json: tests/rocket-impact/modifiers/rocket-impact/explain</extracomment>
        <translation>La fusée éclate tout près.</translation>
    </message>
    <message>
        <source>Activate a unit on hold</source>
        <extracomment>kgcwo.json: tests/activate-hold/name</extracomment>
        <translation>Activer une unité en attente</translation>
    </message>
    <message>
        <source>A unit held for later must pass a morale check to act when called on.</source>
        <extracomment>kgcwo.json: tests/activate-hold/explain</extracomment>
        <translation>Une unité gardée pour plus tard doit réussir un test de moral pour agir quand on l&apos;appelle.</translation>
    </message>
    <message>
        <source>Acts</source>
        <extracomment>kgcwo.json: tests/activate-hold/onPass/name</extracomment>
        <translation>Agit</translation>
    </message>
    <message>
        <source>The unit carries out its action.</source>
        <extracomment>kgcwo.json: tests/activate-hold/onPass/explain</extracomment>
        <translation>L&apos;unité accomplit son action.</translation>
    </message>
    <message>
        <source>Does not act</source>
        <extracomment>kgcwo.json: tests/activate-hold/onFail/name</extracomment>
        <translation>N&apos;agit pas</translation>
    </message>
    <message>
        <source>No action and no further movement this turn.</source>
        <extracomment>kgcwo.json: tests/activate-hold/onFail/explain</extracomment>
        <translation>Aucune action et plus aucun mouvement ce tour.</translation>
    </message>
    <message>
        <source>Formation change check</source>
        <extracomment>kgcwo.json: tests/formation-change-check/name</extracomment>
        <translation>Test de changement de formation</translation>
    </message>
    <message>
        <source>Shaken units, and quality E units, check for each step of a formation change.</source>
        <extracomment>kgcwo.json: tests/formation-change-check/explain</extracomment>
        <translation>Les unités ébranlées et celles de qualité E testent pour chaque cran d&apos;un changement de formation.</translation>
    </message>
    <message>
        <source>Changes</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onPass/name</extracomment>
        <translation>Change</translation>
    </message>
    <message>
        <source>This step of the change goes ahead.</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onPass/explain</extracomment>
        <translation>Ce cran du changement a lieu.</translation>
    </message>
    <message>
        <source>Stays put</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onFail/name</extracomment>
        <translation>Reste sur place</translation>
    </message>
    <message>
        <source>The change stops here and the unit moves no further this activation.</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onFail/explain</extracomment>
        <translation>Le changement s&apos;arrête là et l&apos;unité ne bouge plus de cette activation.</translation>
    </message>
    <message>
        <source>Cavalry holding back</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/name</extracomment>
        <translation>La cavalerie se retient</translation>
    </message>
    <message>
        <source>Victorious cavalry that wants to stand instead of following up must pass.</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/explain</extracomment>
        <translation>Une cavalerie victorieuse qui veut rester sur place au lieu de poursuivre doit réussir.</translation>
    </message>
    <message>
        <source>May stand</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onPass/name</extracomment>
        <translation>Peut rester sur place</translation>
    </message>
    <message>
        <source>The cavalry may hold its ground.</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onPass/explain</extracomment>
        <translation>La cavalerie peut tenir sa position.</translation>
    </message>
    <message>
        <source>Must follow up</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onFail/name</extracomment>
        <translation>Doit poursuivre</translation>
    </message>
    <message>
        <source>The troopers ride on after the beaten enemy.</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onFail/explain</extracomment>
        <translation>Les cavaliers s&apos;élancent derrière l&apos;ennemi battu.</translation>
    </message>
    <message>
        <source>Rally</source>
        <extracomment>kgcwo.json: tests/rally/name</extracomment>
        <translation>Ralliement</translation>
    </message>
    <message>
        <source>A Rally order for a shaken or routed unit: pass and it improves a step. It does not move either way.</source>
        <extracomment>kgcwo.json: tests/rally/explain</extracomment>
        <translation>Un ordre de ralliement pour une unité ébranlée ou en déroute&#xa0;: réussi, elle remonte d&apos;un cran. Elle ne bouge pas dans un cas comme dans l&apos;autre.</translation>
    </message>
    <message>
        <source>Rallied</source>
        <extracomment>kgcwo.json: tests/rally/onPass/name</extracomment>
        <translation>Ralliée</translation>
    </message>
    <message>
        <source>One step better; a routed unit that rallies may re-form in any formation and facing.</source>
        <extracomment>kgcwo.json: tests/rally/onPass/explain</extracomment>
        <translation>Un cran de mieux&#xa0;; une unité en déroute qui se rallie peut se reformer dans n&apos;importe quelle formation et direction.</translation>
    </message>
    <message>
        <source>Not rallied</source>
        <extracomment>kgcwo.json: tests/rally/onFail/name</extracomment>
        <translation>Pas ralliée</translation>
    </message>
    <message>
        <source>Horse charging a square or horse</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/name</extracomment>
        <translation>Cavalerie chargeant un carré ou de la cavalerie</translation>
    </message>
    <message>
        <source>Cavalry must pass a morale check to charge a steady square or other cavalry.</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/explain</extracomment>
        <translation>La cavalerie doit réussir un test de moral pour charger un carré solide ou une autre cavalerie.</translation>
    </message>
    <message>
        <source>Charges</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onPass/name</extracomment>
        <translation>Charge</translation>
    </message>
    <message>
        <source>The charge may go in.</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onPass/explain</extracomment>
        <translation>La charge peut être menée.</translation>
    </message>
    <message>
        <source>Refuses</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onFail/name</extracomment>
        <translation>Refuse</translation>
    </message>
    <message>
        <source>The horsemen will not charge this activation.</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onFail/explain</extracomment>
        <translation>Les cavaliers ne chargeront pas de cette activation.</translation>
    </message>
    <message>
        <source>Form square</source>
        <extracomment>kgcwo.json: tests/form-square/name</extracomment>
        <translation>Former le carré</translation>
    </message>
    <message>
        <source>Formed foot charged from more than half the charger&apos;s charge move away may try to form square.</source>
        <extracomment>kgcwo.json: tests/form-square/explain</extracomment>
        <translation>Des fantassins en ordre chargés depuis plus de la moitié du mouvement de charge du chargeur peuvent tenter de former le carré.</translation>
    </message>
    <message>
        <source>Square formed</source>
        <extracomment>kgcwo.json: tests/form-square/onPass/name</extracomment>
        <translation>Carré formé</translation>
    </message>
    <message>
        <source>Fails to form</source>
        <extracomment>kgcwo.json: tests/form-square/onFail/name</extracomment>
        <translation>Ne parvient pas à le former</translation>
    </message>
    <message>
        <source>It keeps its formation and becomes shaken; a unit already shaken routs.</source>
        <extracomment>kgcwo.json: tests/form-square/onFail/explain</extracomment>
        <translation>Elle garde sa formation et devient ébranlée&#xa0;; une unité déjà ébranlée part en déroute.</translation>
    </message>
    <message>
        <source>Counter-charge</source>
        <extracomment>kgcwo.json: tests/counter-charge/name</extracomment>
        <translation>Contre-charge</translation>
    </message>
    <message>
        <source>Steady horse may meet a charge with one of its own after passing a morale check.</source>
        <extracomment>kgcwo.json: tests/counter-charge/explain</extracomment>
        <translation>Une cavalerie solide peut répondre à une charge par la sienne après avoir réussi un test de moral.</translation>
    </message>
    <message>
        <source>Counter-charges</source>
        <extracomment>kgcwo.json: tests/counter-charge/onPass/name</extracomment>
        <translation>Contre-charge</translation>
    </message>
    <message>
        <source>Roll 2D6 for the charger&apos;s move; the rest of the gap is split between the two.</source>
        <extracomment>kgcwo.json: tests/counter-charge/onPass/explain</extracomment>
        <translation>Lancer 2D6 pour le mouvement du chargeur&#xa0;; le reste de l&apos;intervalle est partagé entre les deux.</translation>
    </message>
    <message>
        <source>Caught at the halt</source>
        <extracomment>kgcwo.json: tests/counter-charge/onFail/name</extracomment>
        <translation>Surprise à l&apos;arrêt</translation>
    </message>
    <message>
        <source>The counter-charge does not start; the charger hits a halted unit.</source>
        <extracomment>kgcwo.json: tests/counter-charge/onFail/explain</extracomment>
        <translation>La contre-charge ne part pas&#xa0;; le chargeur frappe une unité à l&apos;arrêt.</translation>
    </message>
    <message>
        <source>Charger under fire</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/name</extracomment>
        <translation>Chargeur sous le feu</translation>
    </message>
    <message>
        <source>A charger hit by a stand-and-fire volley checks morale.</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/explain</extracomment>
        <translation>Un chargeur touché par une salve de pied ferme teste son moral.</translation>
    </message>
    <message>
        <source>Charge goes on</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/onPass/name</extracomment>
        <translation>La charge continue</translation>
    </message>
    <message>
        <source>Charge halted</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/onFail/name</extracomment>
        <translation>Charge arrêtée</translation>
    </message>
    <message>
        <source>It stops at the range the volley was fired from, but is not shaken.</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/onFail/explain</extracomment>
        <translation>Il s&apos;arrête à la distance d&apos;où la salve a été tirée, mais n&apos;est pas ébranlé.</translation>
    </message>
    <message>
        <source>Stand and fire: range</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/name</extracomment>
        <translation>Tenir et tirer&#xa0;: la portée</translation>
    </message>
    <message>
        <source>The charged unit rolls 1D6 (horse), 2D6 (foot) or 3D6 (guns) and adds its fire rating: that is the range it fires at. If it comes out above the charge distance there is no time to fire.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/explain</extracomment>
        <translation>L&apos;unité chargée lance 1D6 (cavalerie), 2D6 (infanterie) ou 3D6 (pièces) et ajoute sa valeur de tir&#xa0;: c&apos;est la portée à laquelle elle tire. Si le résultat dépasse la distance de charge, elle n&apos;a pas le temps de tirer.</translation>
    </message>
    <message>
        <source>Charge distance</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/inputs/chargeDistance/name</extracomment>
        <translation>Distance de charge</translation>
    </message>
    <message>
        <source>Inches between the charger and the unit when the charge starts.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/inputs/chargeDistance/explain</extracomment>
        <translation>Pouces entre le chargeur et l&apos;unité au début de la charge.</translation>
    </message>
    <message>
        <source>The unit&apos;s fire quality.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/modifiers/fire-rating/explain</extracomment>
        <translation>La qualité de tir de l&apos;unité.</translation>
    </message>
    <message>
        <source>Fires</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/fires/name</extracomment>
        <translation>Tire</translation>
    </message>
    <message>
        <source>Time enough: fire at the charger at the rolled range.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/fires/explain</extracomment>
        <translation>Assez de temps&#xa0;: tirer sur le chargeur à la portée obtenue.</translation>
    </message>
    <message>
        <source>Too late</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/too-late/name</extracomment>
        <translation>Trop tard</translation>
    </message>
    <message>
        <source>The charger is on them before they can fire.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/too-late/explain</extracomment>
        <translation>Le chargeur est sur eux avant qu&apos;ils puissent tirer.</translation>
    </message>
    <message>
        <source>Evade</source>
        <extracomment>kgcwo.json: tests/evade/name</extracomment>
        <translation>Esquiver</translation>
    </message>
    <message>
        <source>Steady horse, skirmishers and gun crews may run: 3D6 inches for horse, 2D6 for foot and crews, straight towards their own base line. The unit becomes shaken (routs if already shaken) and keeps moving the same dice each activation until rallied.</source>
        <extracomment>kgcwo.json: tests/evade/explain</extracomment>
        <translation>La cavalerie solide, les tirailleurs et les servants peuvent s&apos;enfuir&#xa0;: 3D6 pouces pour la cavalerie, 2D6 pour l&apos;infanterie et les servants, droit vers leur propre bord de table. L&apos;unité devient ébranlée (en déroute si elle l&apos;était déjà) et continue de bouger des mêmes dés à chaque activation jusqu&apos;à son ralliement.</translation>
    </message>
    <message>
        <source>Counter-charge: where they meet</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/name</extracomment>
        <translation>Contre-charge&#xa0;: où ils se rencontrent</translation>
    </message>
    <message>
        <source>The original charger moves 2D6 towards the counter-charging horse. If that covers the whole gap, the counter-charge is caught at the halt; otherwise the rest of the gap is halved and they meet in the middle.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/explain</extracomment>
        <translation>Le chargeur initial avance de 2D6 vers la cavalerie qui contre-charge. Si cela couvre tout l&apos;intervalle, la contre-charge est surprise à l&apos;arrêt&#xa0;; sinon, le reste de l&apos;intervalle est divisé par deux et ils se rencontrent au milieu.</translation>
    </message>
    <message>
        <source>Gap</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/inputs/gap/name</extracomment>
        <translation>Intervalle</translation>
    </message>
    <message>
        <source>Inches between the two units.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/inputs/gap/explain</extracomment>
        <translation>Pouces entre les deux unités.</translation>
    </message>
    <message>
        <source>The charger&apos;s move covers the gap.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/bands/caught/explain</extracomment>
        <translation>Le mouvement du chargeur couvre l&apos;intervalle.</translation>
    </message>
    <message>
        <source>Meet in the middle</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/bands/meet/name</extracomment>
        <translation>Rencontre au milieu</translation>
    </message>
    <message>
        <source>Move both units to the middle of the remaining gap.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/bands/meet/explain</extracomment>
        <translation>Placer les deux unités au milieu de l&apos;intervalle restant.</translation>
    </message>
    <message>
        <source>Rocket: one leg of flight</source>
        <extracomment>kgcwo.json: tests/rocket-leg/name</extracomment>
        <translation>Fusée&#xa0;: une étape du vol</translation>
    </message>
    <message>
        <source>For each D6 declared (1 to 12), roll the crew&apos;s direction die (A d4 ... E d12) and a D6 for the distance along it, move the template, and repeat until the declared dice are used. How the direction die maps to the compass is agreed at the table.</source>
        <extracomment>kgcwo.json: tests/rocket-leg/explain</extracomment>
        <translation>Pour chaque D6 annoncé (1 à 12), lancer le dé de direction des servants (A d4 … E d12) et un D6 pour la distance dans cette direction, déplacer le gabarit, et recommencer jusqu&apos;à épuisement des dés annoncés. La correspondance entre le dé de direction et les points cardinaux se convient à la table.</translation>
    </message>
    <message>
        <source>Rocket: distance of the leg</source>
        <extracomment>kgcwo.json: tests/rocket-leg-distance/name</extracomment>
        <translation>Fusée&#xa0;: longueur de l&apos;étape</translation>
    </message>
    <message>
        <source>A D6 for how far this leg of the flight goes.</source>
        <extracomment>kgcwo.json: tests/rocket-leg-distance/explain</extracomment>
        <translation>Un D6 pour la longueur de cette étape du vol.</translation>
    </message>
    <message>
        <source>Fortune or Calamity</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/name</extracomment>
        <translation>Fortune ou Calamité</translation>
    </message>
    <message>
        <source>Drawn as a card. A D10 names it Fortune (1-5) or Calamity (6-10); then a D66 on the fate table gives the event, which applies to the next unit or commander of that kind to be activated.</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/explain</extracomment>
        <translation>Tirée comme une carte. Un D10 en fait une Fortune (1-5) ou une Calamité (6-10)&#xa0;; puis un D66 sur la table du destin donne l&apos;événement, qui s&apos;applique à la prochaine unité ou au prochain commandant de ce genre à être activé.</translation>
    </message>
    <message>
        <source>Fortune</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/bands/fortune/name</extracomment>
        <translation>Fortune</translation>
    </message>
    <message>
        <source>Calamity</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/bands/calamity/name</extracomment>
        <translation>Calamité</translation>
    </message>
    <message>
        <source>The D10 names the event Fortune or Calamity; the D66 fate roll follows.</source>
        <extracomment>kgcwo.json: tables/fortune-or-calamity-card/explain</extracomment>
        <translation>Le D10 fait de l&apos;événement une Fortune ou une Calamité&#xa0;; le jet du destin au D66 suit.</translation>
    </message>
    <message>
        <source>A fortune.</source>
        <extracomment>kgcwo.json: tables/fortune-or-calamity-card/rows/fortune/explain</extracomment>
        <translation>Une fortune.</translation>
    </message>
    <message>
        <source>A calamity.</source>
        <extracomment>kgcwo.json: tables/fortune-or-calamity-card/rows/calamity/explain</extracomment>
        <translation>Une calamité.</translation>
    </message>
    <message>
        <source>Fate</source>
        <extracomment>kgcwo.json: tables/fate/name</extracomment>
        <translation>Destin</translation>
    </message>
    <message>
        <source>Six groups of six events: commanders-in-chief, divisional and brigade commanders, foot, horse, guns and the battlefield.</source>
        <extracomment>kgcwo-1.0.0.json: tables/fate/explain</extracomment>
        <translation>Six groupes de six événements&#xa0;: commandants en chef, commandants de division et de brigade, infanterie, cavalerie, artillerie et champ de bataille.</translation>
    </message>
    <message>
        <source>A clear head</source>
        <extracomment>kgcwo.json: tables/fate/rows/0/name</extracomment>
        <translation>L&apos;esprit clair</translation>
    </message>
    <message>
        <source>The commander-in-chief improves one rating for the rest of the battle.</source>
        <extracomment>kgcwo.json: tables/fate/rows/0/explain</extracomment>
        <translation>Le commandant en chef améliore une valeur pour le reste de la bataille.</translation>
    </message>
    <message>
        <source>Stirring words</source>
        <extracomment>kgcwo.json: tables/fate/rows/1/name</extracomment>
        <translation>Paroles enflammées</translation>
    </message>
    <message>
        <source>Every unit in his command is one morale step better until the turn ends.</source>
        <extracomment>kgcwo.json: tables/fate/rows/1/explain</extracomment>
        <translation>Chaque unité de son commandement gagne un cran de moral jusqu&apos;à la fin du tour.</translation>
    </message>
    <message>
        <source>Good staff work</source>
        <extracomment>kgcwo.json: tables/fate/rows/2/name</extracomment>
        <translation>Bon travail d&apos;état-major</translation>
    </message>
    <message>
        <source>He may give an order to a unit outside his command radius.</source>
        <extracomment>kgcwo.json: tables/fate/rows/2/explain</extracomment>
        <translation>Il peut donner un ordre à une unité hors de son rayon de commandement.</translation>
    </message>
    <message>
        <source>Thrown from the saddle</source>
        <extracomment>kgcwo.json: tables/fate/rows/3/name</extracomment>
        <translation>Désarçonné</translation>
    </message>
    <message>
        <source>He loses his next turn while he recovers.</source>
        <extracomment>kgcwo.json: tables/fate/rows/3/explain</extracomment>
        <translation>Il perd son prochain tour le temps de se remettre.</translation>
    </message>
    <message>
        <source>Hit</source>
        <extracomment>kgcwo.json: tables/fate/rows/4/name</extracomment>
        <translation>Touché</translation>
    </message>
    <message>
        <source>He is wounded: roll a D6 on the commander wound table.</source>
        <extracomment>kgcwo.json: tables/fate/rows/4/explain</extracomment>
        <translation>Il est blessé&#xa0;: lancer un D6 sur la table des blessures de commandant.</translation>
    </message>
    <message>
        <source>A close call</source>
        <extracomment>kgcwo.json: tables/fate/rows/5/name</extracomment>
        <translation>Il l&apos;a échappé belle</translation>
    </message>
    <message>
        <source>Shaken by a near miss he quits the field; every unit within 12&quot; tests morale.</source>
        <extracomment>kgcwo.json: tables/fate/rows/5/explain</extracomment>
        <translation>Secoué par un boulet qui l&apos;a frôlé, il quitte le champ de bataille&#xa0;; chaque unité à moins de 12&quot; teste son moral.</translation>
    </message>
    <message>
        <source>Finding his feet</source>
        <extracomment>kgcwo.json: tables/fate/rows/6/name</extracomment>
        <translation>Il prend ses marques</translation>
    </message>
    <message>
        <source>The divisional or brigade commander improves one rating for the rest of the battle.</source>
        <extracomment>kgcwo.json: tables/fate/rows/6/explain</extracomment>
        <translation>Le commandant de division ou de brigade améliore une valeur pour le reste de la bataille.</translation>
    </message>
    <message>
        <source>Rallying cry</source>
        <extracomment>kgcwo.json: tables/fate/rows/7/name</extracomment>
        <translation>Cri de ralliement</translation>
    </message>
    <message>
        <source>Every shaken or routed unit within 12&quot; rallies at once, whatever the enemy is doing.</source>
        <extracomment>kgcwo.json: tables/fate/rows/7/explain</extracomment>
        <translation>Chaque unité ébranlée ou en déroute à moins de 12&quot; se rallie aussitôt, quoi que fasse l&apos;ennemi.</translation>
    </message>
    <message>
        <source>Horse shot</source>
        <extracomment>kgcwo.json: tables/fate/rows/8/name</extracomment>
        <translation>Cheval tué sous lui</translation>
    </message>
    <message>
        <source>He loses his horse and misses a turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/8/explain</extracomment>
        <translation>Il perd son cheval et passe un tour.</translation>
    </message>
    <message>
        <source>Trusting his own judgement</source>
        <extracomment>kgcwo.json: tables/fate/rows/9/name</extracomment>
        <translation>Il se fie à son jugement</translation>
    </message>
    <message>
        <source>He ignores every future activation from the first poor superior drawn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/9/explain</extracomment>
        <translation>Il ignore toute activation future du premier supérieur médiocre tiré.</translation>
    </message>
    <message>
        <source>Losing heart</source>
        <extracomment>kgcwo.json: tables/fate/rows/11/name</extracomment>
        <translation>Il perd courage</translation>
    </message>
    <message>
        <source>He leaves the table; each unit of his that fails a morale test goes with him, the rest pass to the next commander up.</source>
        <extracomment>kgcwo.json: tables/fate/rows/11/explain</extracomment>
        <translation>Il quitte la table&#xa0;; chacune de ses unités qui rate un test de moral le suit, les autres passent au commandant de l&apos;échelon supérieur.</translation>
    </message>
    <message>
        <source>Fired up</source>
        <extracomment>kgcwo.json: tables/fate/rows/12/name</extracomment>
        <translation>Galvanisée</translation>
    </message>
    <message>
        <source>A random unit in command raises any one rating a step for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/12/explain</extracomment>
        <translation>Une unité tirée au hasard sous commandement améliore une valeur au choix d&apos;un cran pour le reste de la partie.</translation>
    </message>
    <message>
        <source>Good shots</source>
        <extracomment>kgcwo.json: tables/fate/rows/13/name</extracomment>
        <translation>Bons tireurs</translation>
    </message>
    <message>
        <source>Marksmen in the ranks: the unit&apos;s fire rating rises a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/13/explain</extracomment>
        <translation>Des tireurs adroits dans les rangs&#xa0;: la valeur de tir de l&apos;unité monte d&apos;un cran.</translation>
    </message>
    <message>
        <source>Well fed</source>
        <extracomment>kgcwo.json: tables/fate/rows/14/name</extracomment>
        <translation>Bien nourrie</translation>
    </message>
    <message>
        <source>The unit&apos;s melee rating rises a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/14/explain</extracomment>
        <translation>La valeur de mêlée de l&apos;unité monte d&apos;un cran.</translation>
    </message>
    <message>
        <source>Damp powder</source>
        <extracomment>kgcwo.json: tables/fate/rows/15/name</extracomment>
        <translation>Poudre humide</translation>
    </message>
    <message>
        <source>The unit&apos;s fire rating falls a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/15/explain</extracomment>
        <translation>La valeur de tir de l&apos;unité baisse d&apos;un cran.</translation>
    </message>
    <message>
        <source>Doubts</source>
        <extracomment>kgcwo.json: tables/fate/rows/16/name</extracomment>
        <translation>Doutes</translation>
    </message>
    <message>
        <source>The unit&apos;s morale rating falls a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/16/explain</extracomment>
        <translation>La valeur de moral de l&apos;unité baisse d&apos;un cran.</translation>
    </message>
    <message>
        <source>Had enough</source>
        <extracomment>kgcwo.json: tables/fate/rows/17/name</extracomment>
        <translation>Elle en a assez</translation>
    </message>
    <message>
        <source>The unit leaves the field.</source>
        <extracomment>kgcwo.json: tables/fate/rows/17/explain</extracomment>
        <translation>L&apos;unité quitte le champ de bataille.</translation>
    </message>
    <message>
        <source>Inspired colonel</source>
        <extracomment>kgcwo.json: tables/fate/rows/18/name</extracomment>
        <translation>Colonel inspiré</translation>
    </message>
    <message>
        <source>The unit may be activated twice.</source>
        <extracomment>kgcwo.json: tables/fate/rows/18/explain</extracomment>
        <translation>L&apos;unité peut être activée deux fois.</translation>
    </message>
    <message>
        <source>Bloodstock</source>
        <extracomment>kgcwo.json: tables/fate/rows/19/name</extracomment>
        <translation>Pur-sang</translation>
    </message>
    <message>
        <source>The unit moves 2&quot; further for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/19/explain</extracomment>
        <translation>L&apos;unité se déplace de 2&quot; de plus pour le reste de la partie.</translation>
    </message>
    <message>
        <source>Spooked</source>
        <extracomment>kgcwo.json: tables/fate/rows/20/name</extracomment>
        <translation>Effarouchée</translation>
    </message>
    <message>
        <source>Startled horses: the unit misses a turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/20/explain</extracomment>
        <translation>Chevaux effrayés&#xa0;: l&apos;unité passe un tour.</translation>
    </message>
    <message>
        <source>Out of hand</source>
        <extracomment>kgcwo.json: tables/fate/rows/21/name</extracomment>
        <translation>Incontrôlable</translation>
    </message>
    <message>
        <source>The unit at once charges the nearest enemy.</source>
        <extracomment>kgcwo.json: tables/fate/rows/21/explain</extracomment>
        <translation>L&apos;unité charge aussitôt l&apos;ennemi le plus proche.</translation>
    </message>
    <message>
        <source>Sharp blades</source>
        <extracomment>kgcwo.json: tables/fate/rows/22/name</extracomment>
        <translation>Lames affûtées</translation>
    </message>
    <message>
        <source>Swagger</source>
        <extracomment>kgcwo.json: tables/fate/rows/23/name</extracomment>
        <translation>Panache</translation>
    </message>
    <message>
        <source>The unit&apos;s morale rating rises a step for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/23/explain</extracomment>
        <translation>La valeur de moral de l&apos;unité monte d&apos;un cran pour le reste de la partie.</translation>
    </message>
    <message>
        <source>Master gunner</source>
        <extracomment>kgcwo.json: tables/fate/rows/24/name</extracomment>
        <translation>Maître canonnier</translation>
    </message>
    <message>
        <source>A random battery in command raises its fire rating a step for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/24/explain</extracomment>
        <translation>Une batterie tirée au hasard sous commandement améliore sa valeur de tir d&apos;un cran pour le reste de la partie.</translation>
    </message>
    <message>
        <source>Spare rounds</source>
        <extracomment>kgcwo.json: tables/fate/rows/25/name</extracomment>
        <translation>Munitions de réserve</translation>
    </message>
    <message>
        <source>The battery may fire twice this turn, both times at the same target.</source>
        <extracomment>kgcwo.json: tables/fate/rows/25/explain</extracomment>
        <translation>La batterie peut tirer deux fois ce tour, les deux fois sur la même cible.</translation>
    </message>
    <message>
        <source>Wrong target</source>
        <extracomment>kgcwo.json: tables/fate/rows/26/name</extracomment>
        <translation>Mauvaise cible</translation>
    </message>
    <message>
        <source>The battery fires on the nearest friendly unit in range.</source>
        <extracomment>kgcwo.json: tables/fate/rows/26/explain</extracomment>
        <translation>La batterie tire sur l&apos;unité amie la plus proche à portée.</translation>
    </message>
    <message>
        <source>The battery&apos;s fire rating falls a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/27/explain</extracomment>
        <translation>La valeur de tir de la batterie baisse d&apos;un cran.</translation>
    </message>
    <message>
        <source>Stand by the guns</source>
        <extracomment>kgcwo.json: tables/fate/rows/28/name</extracomment>
        <translation>Tenir aux pièces</translation>
    </message>
    <message>
        <source>The battery&apos;s morale rating rises a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/28/explain</extracomment>
        <translation>La valeur de moral de la batterie monte d&apos;un cran.</translation>
    </message>
    <message>
        <source>Wrong shot sent up</source>
        <extracomment>kgcwo.json: tables/fate/rows/29/name</extracomment>
        <translation>Mauvaises munitions envoyées</translation>
    </message>
    <message>
        <source>The battery misses a turn while it is put right.</source>
        <extracomment>kgcwo.json: tables/fate/rows/29/explain</extracomment>
        <translation>La batterie passe un tour le temps de réparer l&apos;erreur.</translation>
    </message>
    <message>
        <source>Downpour</source>
        <extracomment>kgcwo.json: tables/fate/rows/30/name</extracomment>
        <translation>Averse</translation>
    </message>
    <message>
        <source>Every fire rating is one worse until the end of the turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/30/explain</extracomment>
        <translation>Toutes les valeurs de tir baissent d&apos;un cran jusqu&apos;à la fin du tour.</translation>
    </message>
    <message>
        <source>A ford</source>
        <extracomment>kgcwo.json: tables/fate/rows/31/name</extracomment>
        <translation>Un gué</translation>
    </message>
    <message>
        <source>A commander within 6&quot; of a river finds a ford; crossing there costs nothing, and once used any unit may cross there.</source>
        <extracomment>kgcwo.json: tables/fate/rows/31/explain</extracomment>
        <translation>Un commandant à moins de 6&quot; d&apos;une rivière trouve un gué&#xa0;; la traverser là ne coûte rien, et une fois utilisé, toute unité peut y passer.</translation>
    </message>
    <message>
        <source>Mud</source>
        <extracomment>kgcwo.json: tables/fate/rows/32/name</extracomment>
        <translation>Boue</translation>
    </message>
    <message>
        <source>All movement is 2&quot; shorter for the rest of the turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/32/explain</extracomment>
        <translation>Tout mouvement est réduit de 2&quot; pour le reste du tour.</translation>
    </message>
    <message>
        <source>Irregulars</source>
        <extracomment>kgcwo.json: tables/fate/rows/33/name</extracomment>
        <translation>Irréguliers</translation>
    </message>
    <message>
        <source>A Spanish brigade joins in: a brigadier and 1-3 infantry units (ratings E/D/D, smoothbore) arrive on a base line. Roll a D6 for the side they join.</source>
        <extracomment>kgcwo.json: tables/fate/rows/33/explain</extracomment>
        <translation>Une brigade espagnole s&apos;en mêle&#xa0;: un général de brigade et 1 à 3 unités d&apos;infanterie (valeurs E/D/D, âme lisse) arrivent sur un bord de table. Lancer un D6 pour le camp qu&apos;ils rejoignent.</translation>
    </message>
    <message>
        <source>A spy&apos;s report</source>
        <extracomment>kgcwo.json: tables/fate/rows/34/name</extracomment>
        <translation>Le rapport d&apos;un espion</translation>
    </message>
    <message>
        <source>Both sides roll a D6; the higher looks at the next six cards and puts them in any order.</source>
        <extracomment>kgcwo.json: tables/fate/rows/34/explain</extracomment>
        <translation>Les deux camps lancent un D6&#xa0;; le plus haut regarde les six prochaines cartes et les remet dans l&apos;ordre de son choix.</translation>
    </message>
    <message>
        <source>This side&apos;s roll; the other side rolls too and the higher wins.</source>
        <extracomment>kgcwo.json: tables/fate/rows/34/thenExplain</extracomment>
        <translation>Le jet de ce camp&#xa0;; l&apos;autre camp lance aussi et le plus haut l&apos;emporte.</translation>
    </message>
    <message>
        <source>Fire!</source>
        <extracomment>kgcwo.json: tables/fate/rows/35/name</extracomment>
        <translation>Au feu&#xa0;!</translation>
    </message>
    <message>
        <source>A built-up area catches fire: every unit in it must leave. Roll a D6 for how many turns it burns; afterwards it gives no defence.</source>
        <extracomment>kgcwo.json: tables/fate/rows/35/explain</extracomment>
        <translation>Une zone bâtie prend feu&#xa0;: toute unité qui s&apos;y trouve doit la quitter. Lancer un D6 pour le nombre de tours où elle brûle&#xa0;; ensuite elle n&apos;offre plus aucune protection.</translation>
    </message>
    <message>
        <source>Turns the fire lasts.</source>
        <extracomment>kgcwo.json: tables/fate/rows/35/thenExplain</extracomment>
        <translation>Tours que dure l&apos;incendie.</translation>
    </message>
    <message>
        <source>Commander wounded</source>
        <extracomment>kgcwo.json: tables/commander-wound/name</extracomment>
        <translation>Commandant blessé</translation>
    </message>
    <message>
        <source>Unhurt</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/unhurt/name</extracomment>
        <translation>Indemne</translation>
    </message>
    <message>
        <source>No effect.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/unhurt/explain</extracomment>
        <translation>Aucun effet.</translation>
    </message>
    <message>
        <source>Light wound</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/light/name</extracomment>
        <translation>Blessure légère</translation>
    </message>
    <message>
        <source>He misses a turn.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/light/explain</extracomment>
        <translation>Il passe un tour.</translation>
    </message>
    <message>
        <source>Serious wound</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/serious/name</extracomment>
        <translation>Blessure grave</translation>
    </message>
    <message>
        <source>He misses two turns.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/serious/explain</extracomment>
        <translation>Il passe deux tours.</translation>
    </message>
    <message>
        <source>Killed</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/name</extracomment>
        <translation>Tué</translation>
    </message>
    <message>
        <source>A D3 gives the turns before a replacement, promoted from the commanders on the table, arrives.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/explain</extracomment>
        <translation>Un D3 donne le nombre de tours avant l&apos;arrivée d&apos;un remplaçant, promu parmi les commandants sur la table.</translation>
    </message>
    <message>
        <source>Turns until the replacement arrives.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/thenExplain</extracomment>
        <translation>Tours avant l&apos;arrivée du remplaçant.</translation>
    </message>
    <message>
        <source>Which side the irregulars join</source>
        <extracomment>kgcwo.json: tables/irregulars-side/name</extracomment>
        <translation>Quel camp rejoignent les irréguliers</translation>
    </message>
    <message>
        <source>The French side</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/french/name</extracomment>
        <translation>Le camp français</translation>
    </message>
    <message>
        <source>Infantry units in the brigade.</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/french/thenExplain</extracomment>
        <translation>Unités d&apos;infanterie de la brigade.</translation>
    </message>
    <message>
        <source>They join the French.</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/french/explain</extracomment>
        <translation>Ils rejoignent les Français.</translation>
    </message>
    <message>
        <source>The British side</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/british/name</extracomment>
        <translation>Le camp britannique</translation>
    </message>
    <message>
        <source>They join the British.</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/british/explain</extracomment>
        <translation>Ils rejoignent les Britanniques.</translation>
    </message>
    <message>
        <source>Shaken units cannot charge</source>
        <extracomment>kgcwo.json: chargeRules/shaken-cannot-charge/name</extracomment>
        <translation>Les unités ébranlées ne peuvent pas charger</translation>
    </message>
    <message>
        <source>Horse may not charge a defended obstacle</source>
        <extracomment>kgcwo.json: chargeRules/horse-vs-obstacle/name</extracomment>
        <translation>La cavalerie ne peut pas charger un obstacle défendu</translation>
    </message>
    <message>
        <source>Horse must test to charge a steady square</source>
        <extracomment>kgcwo.json: chargeRules/horse-vs-steady-square/name</extracomment>
        <translation>La cavalerie doit tester pour charger un carré solide</translation>
    </message>
    <message>
        <source>Horse must test to charge horse</source>
        <extracomment>kgcwo.json: chargeRules/horse-vs-horse/name</extracomment>
        <translation>La cavalerie doit tester pour charger de la cavalerie</translation>
    </message>
    <message>
        <source>Horse may charge other targets without a test</source>
        <extracomment>kgcwo.json: chargeRules/horse-otherwise/name</extracomment>
        <translation>La cavalerie peut charger d&apos;autres cibles sans test</translation>
    </message>
    <message>
        <source>Skirmishers may charge skirmishers</source>
        <extracomment>kgcwo.json: chargeRules/skirmishers-vs-skirmishers/name</extracomment>
        <translation>Les tirailleurs peuvent charger des tirailleurs</translation>
    </message>
    <message>
        <source>Skirmishers may charge nothing else</source>
        <extracomment>kgcwo.json: chargeRules/skirmishers-only-skirmishers/name</extracomment>
        <translation>Les tirailleurs ne peuvent rien charger d&apos;autre</translation>
    </message>
    <message>
        <source>Formed foot may charge shaken, skirmishing, marching or obstacle-holding foot</source>
        <extracomment>kgcwo.json: chargeRules/foot-vs-weak-foot/name</extracomment>
        <translation>L&apos;infanterie en ordre peut charger une infanterie ébranlée, en tirailleurs, en marche ou qui tient un obstacle</translation>
    </message>
    <message>
        <source>Only an attack column may charge steady formed foot</source>
        <extracomment>kgcwo.json: chargeRules/attack-column-vs-foot/name</extracomment>
        <translation>Seule une colonne d&apos;attaque peut charger une infanterie en ordre solide</translation>
    </message>
    <message>
        <source>Other formed foot may not charge steady foot</source>
        <extracomment>kgcwo.json: chargeRules/foot-vs-steady-foot/name</extracomment>
        <translation>Les autres fantassins en ordre ne peuvent pas charger une infanterie solide</translation>
    </message>
    <message>
        <source>Not restricted</source>
        <extracomment>kgcwo.json: chargeRules/anything-else/name</extracomment>
        <translation>Sans restriction</translation>
    </message>
    <message>
        <source>The rules set no limit on this charge.</source>
        <extracomment>kgcwo.json: chargeRules/anything-else/explain</extracomment>
        <translation>Les règles ne limitent pas cette charge.</translation>
    </message>
    <message>
        <source>One card per unit and per commander (the scale of the game decides which), plus Reload, Fortune/Calamity and End of turn.</source>
        <extracomment>kgcwo.json: activation/explain</extracomment>
        <translation>Une carte par unité et par commandant (l&apos;échelle de la partie décide lesquelles), plus Rechargement, Fortune/Calamité et Fin du tour.</translation>
    </message>
    <message>
        <source>Unit</source>
        <extracomment>kgcwo.json: activation/cards/unit/name</extracomment>
        <translation>Unité</translation>
    </message>
    <message>
        <source>The unit acts: move, manoeuvre, charge, fire, hold or rally.</source>
        <extracomment>kgcwo.json: activation/cards/unit/explain</extracomment>
        <translation>L&apos;unité agit&#xa0;: mouvement, manœuvre, charge, tir, attente ou ralliement.</translation>
    </message>
    <message>
        <source>The commander activates the units under him within his command radius.</source>
        <extracomment>kgcwo.json: activation/cards/commander/explain</extracomment>
        <translation>Le commandant active les unités sous ses ordres dans son rayon de commandement.</translation>
    </message>
    <message>
        <source>Reload</source>
        <extracomment>kgcwo.json: activation/cards/reload/name</extracomment>
        <translation>Rechargement</translation>
    </message>
    <message>
        <source>Every unit that has fired gets its first-shot bonus back without standing still.</source>
        <extracomment>kgcwo.json: activation/cards/reload/explain</extracomment>
        <translation>Chaque unité qui a tiré retrouve son bonus de premier tir sans avoir à rester immobile.</translation>
    </message>
    <message>
        <source>Fortune/Calamity</source>
        <extracomment>kgcwo.json: activation/cards/fortune-calamity/name</extracomment>
        <translation>Fortune/Calamité</translation>
    </message>
    <message>
        <source>Roll for a fate event; it applies to the next unit or commander activated.</source>
        <extracomment>kgcwo-1.0.0.json: activation/cards/fortune-calamity/explain</extracomment>
        <translation>Lancer pour un événement du destin&#xa0;; il s&apos;applique à la prochaine unité ou au prochain commandant activé.</translation>
    </message>
    <message>
        <source>End of turn</source>
        <extracomment>kgcwo.json: activation/cards/end-of-turn/name</extracomment>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>All drawn cards go back and the deck is shuffled. Units on hold that have not acted lose their action.</source>
        <extracomment>kgcwo.json: activation/cards/end-of-turn/explain</extracomment>
        <translation>Toutes les cartes tirées reviennent et le paquet est mélangé. Les unités en attente qui n&apos;ont pas agi perdent leur action.</translation>
    </message>
    <message>
        <source>was on hold and never acted this turn, so the held action is lost</source>
        <extracomment>kgcwo-1.0.0.json: activation/endOfTurn/0/explain</extracomment>
        <translation>était en attente et n&apos;a pas agi ce tour, l&apos;action gardée est donc perdue</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>kgcwo.json: fields/nationality/choices/british</extracomment>
        <translation>Britanniques</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <extracomment>kgcwo.json: fields/nationality/choices/portuguese</extracomment>
        <translation>Portugais</translation>
    </message>
    <message>
        <source>Spanish</source>
        <extracomment>kgcwo.json: fields/nationality/choices/spanish</extracomment>
        <translation>Espagnols</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>kgcwo.json: fields/nationality/choices/french</extracomment>
        <translation>Français</translation>
    </message>
    <message>
        <source>Austrian</source>
        <extracomment>kgcwo.json: fields/nationality/choices/austrian</extracomment>
        <translation>Autrichiens</translation>
    </message>
    <message>
        <source>Prussian</source>
        <extracomment>kgcwo.json: fields/nationality/choices/prussian</extracomment>
        <translation>Prussiens</translation>
    </message>
    <message>
        <source>Russian</source>
        <extracomment>kgcwo.json: fields/nationality/choices/russian</extracomment>
        <translation>Russes</translation>
    </message>
    <message>
        <source>Other</source>
        <extracomment>kgcwo.json: fields/nationality/choices/other</extracomment>
        <translation>Autre</translation>
    </message>
    <message>
        <source>A charger whose target evades</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/name</extracomment>
        <translation>Un chargeur dont la cible esquive</translation>
    </message>
    <message>
        <source>The rules shake a charger that cannot reach its target. We read an evaded charge the same way; choose no if your group lets the charger stop unharmed.</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/explain</extracomment>
        <translation>Les règles ébranlent un chargeur qui ne peut atteindre sa cible. Nous lisons une charge esquivée de même ; choisissez non si votre groupe laisse le chargeur s&apos;arrêter indemne.</translation>
    </message>
    <message>
        <source>Ends shaken</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/choices/yes/name</extracomment>
        <translation>Finit ébranlé</translation>
    </message>
    <message>
        <source>Stops unharmed</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/choices/no/name</extracomment>
        <translation>S&apos;arrête indemne</translation>
    </message>
    <message>
        <source>A unit with Charge orders declares its target and the distance between them. The charge rules say whether it may go; the target checks its nerve and chooses how to meet it; then the two fight it out, and the side that lost more bases checks morale again.</source>
        <extracomment>kgcwo.json: procedures/charge/explain</extracomment>
        <translation>Une unité avec ordre de charge désigne sa cible et la distance qui les sépare. Les règles de charge disent si elle peut partir ; la cible teste ses nerfs et choisit comment la recevoir ; puis les deux s&apos;affrontent, et le camp qui a perdu le plus de socles teste à nouveau son moral.</translation>
    </message>
    <message>
        <source>Distance</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/distance/name</extracomment>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Inches from the charger to its target when the charge is declared.</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation>Pouces entre le chargeur et sa cible quand la charge est déclarée.</translation>
    </message>
    <message>
        <source>Charge move</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/chargeMove/name</extracomment>
        <translation>Mouvement de charge</translation>
    </message>
    <message>
        <source>How far the charger may move on a charge; taken from the movement table unless entered.</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/chargeMove/explain</extracomment>
        <translation>Jusqu&apos;où le chargeur peut se déplacer en chargeant ; pris dans la table de mouvement sauf saisie.</translation>
    </message>
    <message>
        <source>Fire range</source>
        <extracomment>kgcwo.json: procedures/charge/vars/fireRange/name</extracomment>
        <translation>Portée du tir</translation>
    </message>
    <message>
        <source>The range the target&apos;s hurried volley is fired at.</source>
        <extracomment>kgcwo.json: procedures/charge/vars/fireRange/explain</extracomment>
        <translation>La portée à laquelle la cible tire sa salve précipitée.</translation>
    </message>
    <message>
        <source>Evade move</source>
        <extracomment>kgcwo.json: procedures/charge/vars/evadeMove/name</extracomment>
        <translation>Mouvement d&apos;esquive</translation>
    </message>
    <message>
        <source>How far the evading target ran.</source>
        <extracomment>kgcwo.json: procedures/charge/vars/evadeMove/explain</extracomment>
        <translation>La distance parcourue par la cible qui esquive.</translation>
    </message>
    <message>
        <source>Charge refused</source>
        <extracomment>kgcwo.json: procedures/charge/endings/refused/name</extracomment>
        <translation>Charge refusée</translation>
    </message>
    <message>
        <source>The charge rules forbid it, or the horsemen failed their check to charge.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/refused/explain</extracomment>
        <translation>Les règles de charge l&apos;interdisent, ou les cavaliers ont raté leur test pour charger.</translation>
    </message>
    <message>
        <source>Fell short</source>
        <extracomment>kgcwo.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation>Trop court</translation>
    </message>
    <message>
        <source>The target was beyond the charge move: the charger moves its full distance and is shaken.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation>La cible était hors de portée de charge : le chargeur fait tout son mouvement et est ébranlé.</translation>
    </message>
    <message>
        <source>Halted by fire</source>
        <extracomment>kgcwo.json: procedures/charge/endings/halted/name</extracomment>
        <translation>Arrêté par le feu</translation>
    </message>
    <message>
        <source>The volley stopped the charge at the range it was fired from; the charger is not shaken.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/halted/explain</extracomment>
        <translation>La salve a arrêté la charge à la portée d&apos;où elle a été tirée ; le chargeur n&apos;est pas ébranlé.</translation>
    </message>
    <message>
        <source>Repulsed by the square</source>
        <extracomment>kgcwo.json: procedures/charge/endings/repulsed/name</extracomment>
        <translation>Repoussé par le carré</translation>
    </message>
    <message>
        <source>The square formed and the horsemen would not ride into it.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/repulsed/explain</extracomment>
        <translation>Le carré s&apos;est formé et les cavaliers n&apos;ont pas voulu s&apos;y jeter.</translation>
    </message>
    <message>
        <source>Target evaded</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evaded/name</extracomment>
        <translation>Cible esquivée</translation>
    </message>
    <message>
        <source>The target got away and the charge found nothing to hit.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evaded/explain</extracomment>
        <translation>La cible s&apos;est dérobée et la charge n&apos;a rien trouvé à frapper.</translation>
    </message>
    <message>
        <source>Evader caught</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evader-caught/name</extracomment>
        <translation>Fuyard rattrapé</translation>
    </message>
    <message>
        <source>The charger still had the move to reach the fleeing unit, which is destroyed.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evader-caught/explain</extracomment>
        <translation>Le chargeur avait encore le mouvement pour atteindre l&apos;unité en fuite, qui est détruite.</translation>
    </message>
    <message>
        <source>Charger won the melee</source>
        <extracomment>kgcwo.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation>Le chargeur a gagné la mêlée</translation>
    </message>
    <message>
        <source>The defender lost more bases than the charger.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/charger-won/explain</extracomment>
        <translation>Le défenseur a perdu plus de socles que le chargeur.</translation>
    </message>
    <message>
        <source>Defender won the melee</source>
        <extracomment>kgcwo.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation>Le défenseur a gagné la mêlée</translation>
    </message>
    <message>
        <source>The charger lost more bases than the defender.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/defender-won/explain</extracomment>
        <translation>Le chargeur a perdu plus de socles que le défenseur.</translation>
    </message>
    <message>
        <source>Melee drawn</source>
        <extracomment>kgcwo.json: procedures/charge/endings/drawn/name</extracomment>
        <translation>Mêlée indécise</translation>
    </message>
    <message>
        <source>Both sides lost as many bases: neither has lost the melee.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation>Les deux camps ont perdu autant de socles : aucun n&apos;a perdu la mêlée.</translation>
    </message>
    <message>
        <source>May it charge?</source>
        <extracomment>kgcwo.json: procedures/charge/before/0/name</extracomment>
        <translation>Peut-elle charger ?</translation>
    </message>
    <message>
        <source>Can it reach?</source>
        <extracomment>kgcwo.json: procedures/charge/before/1/name</extracomment>
        <translation>Peut-elle atteindre ?</translation>
    </message>
    <message>
        <source>A charge that does not reach its target ends its full move shaken.</source>
        <extracomment>kgcwo.json: procedures/charge/before/1/then/0/effects/0/explain</extracomment>
        <translation>Une charge qui n&apos;atteint pas sa cible finit son mouvement complet ébranlée.</translation>
    </message>
    <message>
        <source>Falls short</source>
        <extracomment>kgcwo.json: procedures/charge/before/1/then/0/name</extracomment>
        <translation>Reste trop court</translation>
    </message>
    <message>
        <source>A unit that is charged checks its nerve before it answers.</source>
        <extracomment>kgcwo.json: procedures/charge/before/2/explain</extracomment>
        <translation>Une unité chargée teste ses nerfs avant de répondre.</translation>
    </message>
    <message>
        <source>Stand</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand/name</extracomment>
        <translation>Tenir</translation>
    </message>
    <message>
        <source>Wait for the charge where it stands.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand/explain</extracomment>
        <translation>Attendre la charge sur place.</translation>
    </message>
    <message>
        <source>Stand and fire</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand-and-fire/name</extracomment>
        <translation>Tenir et tirer</translation>
    </message>
    <message>
        <source>A volley at the charger as it comes in; the dice say how close it has come by then.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand-and-fire/explain</extracomment>
        <translation>Une salve sur le chargeur qui arrive ; les dés disent à quelle distance il est alors.</translation>
    </message>
    <message>
        <source>Range of the volley</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand-and-fire/steps/0/onOutcome/fires/0/name</extracomment>
        <translation>Portée de la salve</translation>
    </message>
    <message>
        <source>Formed foot tries to form square; only while the charger is more than half its charge move away.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/form-square/explain</extracomment>
        <translation>L&apos;infanterie formée tente de former le carré ; seulement tant que le chargeur est à plus de la moitié de son mouvement de charge.</translation>
    </message>
    <message>
        <source>Horse facing a steady square must check before it rides in.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/form-square/steps/0/onPass/0/explain</extracomment>
        <translation>La cavalerie face à un carré ferme doit réussir un test avant de s&apos;y jeter.</translation>
    </message>
    <message>
        <source>Steady horse, skirmishers and gun crews may run for their own base line; they end shaken (routed if already shaken).</source>
        <extracomment>kgcwo-1.0.0.json: procedures/charge/responses/evade/explain</extracomment>
        <translation>La cavalerie ferme, les tirailleurs et les servants peuvent fuir vers leur ligne de base ; ils finissent ébranlés (en déroute s&apos;ils l&apos;étaient déjà).</translation>
    </message>
    <message>
        <source>Is the evader caught?</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/then/1/name</extracomment>
        <translation>Le fuyard est-il rattrapé ?</translation>
    </message>
    <message>
        <source>Caught by the charge: destroyed.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/then/1/then/0/effects/0/explain</extracomment>
        <translation>Rattrapé par la charge : détruit.</translation>
    </message>
    <message>
        <source>Caught</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/then/1/then/0/name</extracomment>
        <translation>Rattrapé</translation>
    </message>
    <message>
        <source>Charge finds nothing</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/then/1/else/0/name</extracomment>
        <translation>La charge ne trouve rien</translation>
    </message>
    <message>
        <source>Steady horse rides out to meet the charge if it passes a check; otherwise it is caught at the halt.</source>
        <extracomment>kgcwo-1.0.0.json: procedures/charge/responses/counter-charge/explain</extracomment>
        <translation>La cavalerie ferme s&apos;élance à la rencontre de la charge si elle réussit un test ; sinon elle est prise à l&apos;arrêt.</translation>
    </message>
    <message>
        <source>The side that lost more bases checks morale.</source>
        <extracomment>kgcwo.json: procedures/charge/after/0/melee/decided/0/explain</extracomment>
        <translation>Le camp qui a perdu le plus de socles teste son moral.</translation>
    </message>
    <message>
        <source>Victorious horse that wants to hold back must pass a check; the umpire skips it when the horse follows up anyway.</source>
        <extracomment>kgcwo.json: procedures/charge/after/0/melee/decided/1/explain</extracomment>
        <translation>La cavalerie victorieuse qui veut se retenir doit réussir un test ; l&apos;arbitre le passe si elle poursuit de toute façon.</translation>
    </message>
    <message>
        <source>Both sides roll their melee dice at once, each set up as it stood before the clash.</source>
        <extracomment>kgcwo.json: procedures/charge/after/0/explain</extracomment>
        <translation>Les deux camps lancent leurs dés de mêlée en même temps, chacun tel qu&apos;il était avant le choc.</translation>
    </message>
    <message>
        <source>A limbered battery cannot fire: unlimber it first.</source>
        <extracomment>kgcwo.json: tests/fire/requires/0/explain</extracomment>
        <translation>Une batterie attelée ne peut pas tirer&#xa0;: dételez-la d’abord.</translation>
    </message>
    <message>
        <source>Commanders do not fire.</source>
        <extracomment>kgcwo.json: tests/fire/requires/1/explain</extracomment>
        <translation>Les chefs ne tirent pas.</translation>
    </message>
    <message>
        <source>Only a shaken or routed unit rallies; a steady one has nothing to recover.</source>
        <extracomment>kgcwo.json: tests/rally/requires/0/explain</extracomment>
        <translation>Seule une unité ébranlée ou en déroute se rallie&#xa0;; une unité ferme n’a rien à reprendre.</translation>
    </message>
    <message>
        <source>Only foot can form square; batteries, horse and commanders cannot.</source>
        <extracomment>kgcwo.json: tests/form-square/requires/0/explain</extracomment>
        <translation>Seule l’infanterie peut former le carré&#xa0;; ni les batteries, ni la cavalerie, ni les chefs.</translation>
    </message>
    <message>
        <source>Turns until his replacement arrives.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/effects/0/explain</extracomment>
        <translation>Tours avant l’arrivée de son remplaçant.</translation>
    </message>
    <message>
        <source>Roll for a fate event; it applies to the next unit activated of the kind it names (a horse result to horse, a commander&apos;s to a commander); battlefield events apply at once.</source>
        <extracomment>kgcwo.json: activation/cards/fortune-calamity/explain</extracomment>
        <translation>Lancez un événement du destin&#xa0;; il s’applique à la prochaine unité activée du genre qu’il nomme (un résultat de cavalerie à la cavalerie, un résultat de chef à un chef)&#xa0;; ceux du champ de bataille s’appliquent tout de suite.</translation>
    </message>
    <message>
        <source>was on hold and was not called on before the end of the turn, so the held action is lost</source>
        <extracomment>kgcwo.json: activation/endOfTurn/0/explain</extracomment>
        <translation>était en attente et n’a pas été appelée avant la fin du tour, l’action retenue est donc perdue</translation>
    </message>
    <message>
        <source>misses this activation (one turn fewer still to miss)</source>
        <extracomment>kgcwo.json: activation/onActivation/0/explain</extracomment>
        <translation>manque cette activation (un tour de moins à manquer)</translation>
    </message>
    <message>
        <source>Hold</source>
        <extracomment>kgcwo.json: orders/hold/name</extracomment>
        <translation>Attente</translation>
    </message>
    <message>
        <source>The unit keeps its activation for later this turn; calling on it then takes a morale check, and End of turn coming first loses it. Held out of contact and out of fire, it also gets its first-shot bonus back.</source>
        <extracomment>kgcwo.json: orders/hold/explain</extracomment>
        <translation>L’unité garde son activation pour plus tard dans le tour&#xa0;; l’appeler alors demande un test de moral, et si la fin du tour vient d’abord elle est perdue. En attente hors contact et hors du feu, elle retrouve aussi son bonus de premier tir.</translation>
    </message>
    <message>
        <source>In contact with the enemy or under ranged attack?</source>
        <extracomment>kgcwo.json: orders/hold/asks/engaged/name</extracomment>
        <translation>Au contact de l’ennemi ou sous le feu&#xa0;?</translation>
    </message>
    <message>
        <source>It is already on hold.</source>
        <extracomment>kgcwo.json: orders/hold/requires/0/explain</extracomment>
        <translation>Elle est déjà en attente.</translation>
    </message>
    <message>
        <source>Hold is an order for units, not commanders.</source>
        <extracomment>kgcwo.json: orders/hold/requires/1/explain</extracomment>
        <translation>L’attente est un ordre pour les unités, pas pour les chefs.</translation>
    </message>
    <message>
        <source>Holding out of contact and out of fire, it gets its first-shot bonus back.</source>
        <extracomment>kgcwo.json: orders/hold/effects/1/explain</extracomment>
        <translation>En attente hors contact et hors du feu, elle retrouve son bonus de premier tir.</translation>
    </message>
    <message>
        <source>The card says roll a D10 for Fortune or Calamity, but the fate table is numbered 11-66. We roll a D66 after the D10 (the D10 only names it), and the result waits for the next unit of its kind activated. Alternatively the next card drawn picks the tens by its kind (a die when it is no unit&apos;s) and a D6 the units.</source>
        <extracomment>kgcwo.json: options/fate-reading/explain</extracomment>
        <translation>La carte dit de lancer un D10 pour Fortune ou Calamité, mais la table du destin est numérotée de 11 à 66. Nous lançons un D66 après le D10 (le D10 ne fait que le nommer), et le résultat attend la prochaine unité de son genre activée. Sinon, la prochaine carte tirée choisit les dizaines selon son genre (un dé si elle n’est à aucune unité) et un D6 les unités.</translation>
    </message>
    <message>
        <source>Holding its activation for later this turn; lost if End of turn comes first.</source>
        <extracomment>kgcwo.json: fields/hold/explain</extracomment>
        <translation>Garde son activation pour plus tard dans le tour&#xa0;; perdue si la fin du tour vient d’abord.</translation>
    </message>
    <message>
        <source>Activations it must still miss (fate: a spooked horse, a wounded commander); one is counted off each time its card comes up.</source>
        <extracomment>kgcwo.json: fields/missed-turns/explain</extracomment>
        <translation>Activations qu’elle doit encore manquer (destin&#xa0;: chevaux effrayés, chef blessé)&#xa0;; une est décomptée chaque fois que sa carte sort.</translation>
    </message>
    <message>
        <source>Cards the unit has in the deck each turn: fate 41 lets it act twice, from the next shuffle on.</source>
        <extracomment>kgcwo.json: fields/activations/explain</extracomment>
        <translation>Cartes de l’unité dans le paquet à chaque tour&#xa0;: le destin 41 la fait agir deux fois, à partir du prochain mélange.</translation>
    </message>
    <message>
        <source>In melee</source>
        <extracomment>kgcwo.json: fields/in-melee/name</extracomment>
        <translation>En mêlée</translation>
    </message>
    <message>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>kgcwo.json: fields/in-melee/explain</extracomment>
        <translation>Prise dans une mêlée qui continue&#xa0;: «&#xa0;Poursuivre la mêlée&#xa0;» sur sa fiche livre le round suivant. Une mêlée indécise le pose, une mêlée tranchée le lève&#xa0;; l&apos;arbitre le pose pour des unités déjà au contact.</translation>
    </message>
    <message>
        <source>Still in melee</source>
        <extracomment>kgcwo.json: procedures/charge/after/0/melee/drawn/0/name</extracomment>
        <translation>Toujours en mêlée</translation>
    </message>
    <message>
        <source>Continue melee</source>
        <extracomment>kgcwo.json: procedures/melee/name</extracomment>
        <translation>Poursuivre la mêlée</translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>kgcwo.json: procedures/melee/explain</extracomment>
        <translation>Une mêlée qui se poursuit depuis un tour précédent, ou entre unités déjà au contact&#xa0;: un round de plus, les deux camps ensemble, et tout ce qui en découle. L&apos;unité dont la fiche l&apos;ouvre est l&apos;acteur&#xa0;; choisissez l&apos;unité qu&apos;elle combat.</translation>
    </message>
    <message>
        <source>Won the melee</source>
        <extracomment>kgcwo.json: procedures/melee/endings/won/name</extracomment>
        <translation>Mêlée gagnée</translation>
    </message>
    <message>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>kgcwo.json: procedures/melee/endings/won/explain</extracomment>
        <translation>L&apos;unité dont c&apos;est la fiche a gagné ce round.</translation>
    </message>
    <message>
        <source>The unit it fights won this round.</source>
        <extracomment>kgcwo.json: procedures/melee/endings/lost/explain</extracomment>
        <translation>L&apos;unité qu&apos;elle combat a gagné ce round.</translation>
    </message>
    <message>
        <source>Neither side won: the melee goes on next turn.</source>
        <extracomment>kgcwo.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation>Aucun camp ne l&apos;emporte&#xa0;: la mêlée continue au tour suivant.</translation>
    </message>
    <message>
        <source>Fight on</source>
        <extracomment>kgcwo.json: procedures/melee/responses/fight/name</extracomment>
        <translation>Continuer le combat</translation>
    </message>
    <message>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>kgcwo.json: procedures/melee/responses/fight/explain</extracomment>
        <translation>Les deux unités restent en mêlée et livrent ce round.</translation>
    </message>
    <message>
        <source>The melee is over</source>
        <extracomment>kgcwo.json: procedures/melee/after/0/melee/decided/2/then/0/name</extracomment>
        <translation>La mêlée est finie</translation>
    </message>
    <message>
        <source>Six groups of six events: commanders-in-chief, divisional and brigade commanders, foot, horse, guns and the battlefield. Commanders&apos; events wait for the right one: the first group for a side&apos;s commander-in-chief as things stand, the second for any commander under him.</source>
        <extracomment>kgcwo.json: tables/fate/explain</extracomment>
        <translation>Six groupes de six événements : commandants en chef, commandants de division et de brigade, infanterie, cavalerie, canons et champ de bataille. Les événements des commandants attendent le bon : le premier groupe le commandant en chef d’un camp tel qu’il est maintenant, le second un commandant sous ses ordres.</translation>
    </message>
    <message>
        <source>Hits received</source>
        <extracomment>kgcwo.json: triggers/received-hits/name</extracomment>
        <translation>Touches reçues</translation>
    </message>
    <message>
        <source>Each hit from fire or melee is saved (or not) with a morale check as part of the same attack, one check per hit, so the attack itself asks for them.</source>
        <extracomment>kgcwo.json: triggers/received-hits/explain</extracomment>
        <translation>Chaque touche du tir ou de la mêlée est sauvegardée (ou non) par un test de moral dans la même attaque, un test par touche : l’attaque elle-même les demande donc.</translation>
    </message>
    <message>
        <source>Wounds received</source>
        <extracomment>kgcwo.json: triggers/received-wounds/name</extracomment>
        <translation>Blessures reçues</translation>
    </message>
    <message>
        <source>An attack that turned any hit into a casualty asks for one more check for the wounds, after its saves; it follows from the attack, so nothing is owed apart from it.</source>
        <extracomment>kgcwo.json: triggers/received-wounds/explain</extracomment>
        <translation>Une attaque qui a changé une touche en perte demande un test de plus pour les blessures, après ses sauvegardes ; il découle de l’attaque, donc rien n’est dû en dehors de lui.</translation>
    </message>
    <message>
        <source>Wounds after saves taken later</source>
        <extracomment>kgcwo.json: triggers/wounds-after-owed-saves/name</extracomment>
        <translation>Blessures après des sauvegardes passées plus tard</translation>
    </message>
    <message>
        <source>When the players apply an attack before rolling its saves, the saves are owed one by one; the first of them that becomes a casualty (rolled with the attack or later) owes the single check for wounds the whole attack calls for, taken after the saves still owed. Under one check per casualty each failed save brings its own check, so this owes nothing.</source>
        <extracomment>kgcwo.json: triggers/wounds-after-owed-saves/explain</extracomment>
        <translation>Quand les joueurs appliquent une attaque avant de lancer ses sauvegardes, celles-ci sont dues une à une ; la première qui devient une perte (lancée avec l’attaque ou plus tard) doit le seul test de blessures que demande toute l’attaque, passé après les sauvegardes encore dues. Avec un test par perte, chaque sauvegarde ratée amène son propre test, et ceci ne doit rien.</translation>
    </message>
    <message>
        <source>The melee works out which side lost more and has it check at once, as a step of the charge or the melee.</source>
        <extracomment>kgcwo.json: triggers/lost-melee/explain</extracomment>
        <translation>La mêlée détermine quel camp a perdu le plus et le fait tester aussitôt, comme étape de la charge ou de la mêlée.</translation>
    </message>
    <message>
        <source>Receiving a charge</source>
        <extracomment>kgcwo.json: triggers/received-charge/name</extracomment>
        <translation>Recevoir une charge</translation>
    </message>
    <message>
        <source>The unit charged checks as a step of the charge, before its response plays out.</source>
        <extracomment>kgcwo.json: triggers/received-charge/explain</extracomment>
        <translation>L’unité chargée teste comme étape de la charge, avant que sa réponse ne se joue.</translation>
    </message>
    <message>
        <source>Charger hit while closing</source>
        <extracomment>kgcwo.json: triggers/charger-under-fire/name</extracomment>
        <translation>Chargeur touché en approchant</translation>
    </message>
    <message>
        <source>A stand-and-fire volley that hits makes the charger check as part of that volley.</source>
        <extracomment>kgcwo.json: triggers/charger-under-fire/explain</extracomment>
        <translation>Une salve à l’arrêt qui touche fait tester le chargeur dans cette même salve.</translation>
    </message>
    <message>
        <source>Cavalry holding back after a win</source>
        <extracomment>kgcwo.json: triggers/cavalry-holding-back/name</extracomment>
        <translation>Cavalerie qui se retient après une victoire</translation>
    </message>
    <message>
        <source>Horse that won and would rather not follow up checks as a step of the melee&apos;s end.</source>
        <extracomment>kgcwo.json: triggers/cavalry-holding-back/explain</extracomment>
        <translation>La cavalerie victorieuse qui préfère ne pas poursuivre teste comme étape de la fin de la mêlée.</translation>
    </message>
    <message>
        <source>Horse shaken by the charge it receives</source>
        <extracomment>kgcwo.json: options/shaken-horse-response/name</extracomment>
        <translation>Cavalerie ébranlée par la charge qu’elle reçoit</translation>
    </message>
    <message>
        <source>Only steady horse may counter-charge or evade, and the check on being charged comes before the answer is carried out. We read a horse that fails that check as no longer steady: it stands instead of the answer chosen. Choose &apos;keeps its answer&apos; if your group lets an answer declared while steady go ahead.</source>
        <extracomment>kgcwo.json: options/shaken-horse-response/explain</extracomment>
        <translation>Seule la cavalerie ferme peut contre-charger ou esquiver, et le test face à une charge précède l’exécution de la réponse. Nous considérons qu’une cavalerie qui échoue à ce test n’est plus ferme : elle tient au lieu d’exécuter la réponse choisie. Choisissez « Garde sa réponse » si votre groupe laisse s’exécuter une réponse déclarée quand elle était encore ferme.</translation>
    </message>
    <message>
        <source>Stands instead</source>
        <extracomment>kgcwo.json: options/shaken-horse-response/choices/stands/name</extracomment>
        <translation>Tient à la place</translation>
    </message>
    <message>
        <source>Keeps its answer</source>
        <extracomment>kgcwo.json: options/shaken-horse-response/choices/as-chosen/name</extracomment>
        <translation>Garde sa réponse</translation>
    </message>
    <message>
        <source>Steady horse, skirmishers and gun crews may run for their own base line; they end shaken (routed if already shaken). Horse shaken by its check on being charged stands instead.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/explain</extracomment>
        <translation>La cavalerie ferme, les tirailleurs et les servants peuvent fuir vers leur ligne de base ; ils finissent ébranlés (en déroute s’ils l’étaient déjà). Une cavalerie ébranlée par son test face à la charge tient à la place.</translation>
    </message>
    <message>
        <source>Still steady?</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/name</extracomment>
        <translation>Toujours ferme ?</translation>
    </message>
    <message>
        <source>No longer steady: it waits for the charge where it stands.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/else/0/effects/0/note</extracomment>
        <translation>N’étant plus ferme, elle attend la charge là où elle se trouve.</translation>
    </message>
    <message>
        <source>Only steady horse may do this: shaken by its check on being charged, it stands.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/else/0/explain</extracomment>
        <translation>Seule la cavalerie ferme le peut : ébranlée par son test face à la charge, elle tient.</translation>
    </message>
    <message>
        <source>Steady horse rides out to meet the charge if it passes a check; otherwise it is caught at the halt, as it is when its check on being charged has shaken it.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/counter-charge/explain</extracomment>
        <translation>La cavalerie ferme s’élance à la rencontre de la charge si elle réussit un test ; sinon elle est prise à l’arrêt, comme lorsque son test face à la charge l’a ébranlée.</translation>
    </message>
    <message>
        <source>Only formed infantry not yet in square, and only while the chargers are more than half their charge move away.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/form-square/notOffered</extracomment>
        <translation>Seulement l’infanterie en ordre serré pas encore en carré, et seulement tant que les chargeurs sont à plus de la moitié de leur mouvement de charge.</translation>
    </message>
</context>
<context>
    <name>ruleset:nap-igougo</name>
    <message>
        <source>Napoleonic player-turn rules (001)</source>
        <extracomment>nap-igougo.json: name</extracomment>
        <translation>Règles napoléoniennes à tour par joueur (001)</translation>
    </message>
    <message>
        <source>Battalion and brigade scale rules with player turns: initiative, orders and staff work, a fire points table, charge and reaction tests and opposed melee. No automatic pass or fail on natural rolls.</source>
        <extracomment>nap-igougo.json: explain</extracomment>
        <translation>Des règles à l&apos;échelle du bataillon et de la brigade avec tours par joueur&#xa0;: initiative, ordres et travail d&apos;état-major, une table de points de tir, des tests de charge et de réaction et une mêlée en opposition. Pas de réussite ni d&apos;échec automatique sur les jets naturels.</translation>
    </message>
    <message>
        <source>Dice for order activation</source>
        <extracomment>nap-igougo.json: options/order-dice/name</extracomment>
        <translation>Dés pour l&apos;activation des ordres</translation>
    </message>
    <message>
        <source>The table gives staff numbers 6 to 14 but not the dice. We roll 2D10 (Incompetent staff then succeed about a quarter of the time); the alternative rolls 1D10 and keeps the total from turn to turn.</source>
        <extracomment>nap-igougo.json: options/order-dice/explain</extracomment>
        <translation>La table donne des nombres d&apos;état-major de 6 à 14, mais pas les dés. Nous lançons 2D10 (un état-major incompétent réussit alors environ une fois sur quatre)&#xa0;; l&apos;autre lecture lance 1D10 et reporte le total d&apos;un tour à l&apos;autre.</translation>
    </message>
    <message>
        <source>2D10</source>
        <extracomment>nap-igougo.json: options/order-dice/choices/2d10/name</extracomment>
        <translation>2D10</translation>
    </message>
    <message>
        <source>1D10, carried over</source>
        <extracomment>nap-igougo.json: options/order-dice/choices/1d10-carried/name</extracomment>
        <translation>1D10, reporté</translation>
    </message>
    <message>
        <source>Fire table, 41-45 points, a roll of 0</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/name</extracomment>
        <translation>Table de tir, 41-45 points, un jet de 0</translation>
    </message>
    <message>
        <source>The printed row skips a modified 0. We read it as no hits; the other reading gives one, like the next row.</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/explain</extracomment>
        <translation>La ligne imprimée saute le 0 modifié. Nous le lisons comme aucune touche&#xa0;; l&apos;autre lecture en donne une, comme la ligne suivante.</translation>
    </message>
    <message>
        <source>No hits</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/choices/no-hits/name</extracomment>
        <translation>Aucune touche</translation>
    </message>
    <message>
        <source>One hit</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/choices/one-hit/name</extracomment>
        <translation>Une touche</translation>
    </message>
    <message>
        <source>More than 50 fire points</source>
        <extracomment>nap-igougo.json: options/over-50-points/name</extracomment>
        <translation>Plus de 50 points de tir</translation>
    </message>
    <message>
        <source>We split such fire into several resolutions (60 = 50 + 10); the other reading uses the 46-50 row.</source>
        <extracomment>nap-igougo.json: options/over-50-points/explain</extracomment>
        <translation>Nous divisons un tel tir en plusieurs résolutions (60 = 50 + 10)&#xa0;; l&apos;autre lecture utilise la ligne 46-50.</translation>
    </message>
    <message>
        <source>Split the fire</source>
        <extracomment>nap-igougo.json: options/over-50-points/choices/split/name</extracomment>
        <translation>Diviser le tir</translation>
    </message>
    <message>
        <source>Use the 46-50 row</source>
        <extracomment>nap-igougo.json: options/over-50-points/choices/cap/name</extracomment>
        <translation>Utiliser la ligne 46-50</translation>
    </message>
    <message>
        <source>Reading &apos;Column/Square +1/+2&apos;</source>
        <extracomment>nap-igougo.json: options/column-square-reading/name</extracomment>
        <translation>Lecture de «&#xa0;Colonne/Carré +1/+2&#xa0;»</translation>
    </message>
    <message>
        <source>We read it as +1 against a column and +2 against a square; the other reading is +1 against musketry and +2 against artillery for either.</source>
        <extracomment>nap-igougo.json: options/column-square-reading/explain</extracomment>
        <translation>Nous le lisons comme +1 contre une colonne et +2 contre un carré&#xa0;; l&apos;autre lecture donne +1 contre la mousqueterie et +2 contre l&apos;artillerie pour les deux.</translation>
    </message>
    <message>
        <source>Column +1, square +2</source>
        <extracomment>nap-igougo.json: options/column-square-reading/choices/by-formation/name</extracomment>
        <translation>Colonne +1, carré +2</translation>
    </message>
    <message>
        <source>Musketry +1, artillery +2</source>
        <extracomment>nap-igougo.json: options/column-square-reading/choices/by-weapon/name</extracomment>
        <translation>Mousqueterie +1, artillerie +2</translation>
    </message>
    <message>
        <source>Who gets +6 when infantry fight a square</source>
        <extracomment>nap-igougo.json: options/square-plus-six/name</extracomment>
        <translation>Qui reçoit +6 quand l&apos;infanterie combat un carré</translation>
    </message>
    <message>
        <source>We give it to the infantry attacking the square (squares are weak against foot); the other reading gives it to the square.</source>
        <extracomment>nap-igougo.json: options/square-plus-six/explain</extracomment>
        <translation>Nous le donnons à l&apos;infanterie qui attaque le carré (les carrés sont faibles contre les fantassins)&#xa0;; l&apos;autre lecture le donne au carré.</translation>
    </message>
    <message>
        <source>The attacker</source>
        <extracomment>nap-igougo.json: options/square-plus-six/choices/attacker/name</extracomment>
        <translation>L&apos;attaquant</translation>
    </message>
    <message>
        <source>The square</source>
        <extracomment>nap-igougo.json: options/square-plus-six/choices/square/name</extracomment>
        <translation>Le carré</translation>
    </message>
    <message>
        <source>Troop quality</source>
        <extracomment>nap-igougo.json: ladders/troop/name</extracomment>
        <translation>Qualité des troupes</translation>
    </message>
    <message>
        <source>One grade sets a unit&apos;s fire modifier and its charge, melee and morale numbers.</source>
        <extracomment>nap-igougo.json: ladders/troop/explain</extracomment>
        <translation>Un seul degré fixe le modificateur de tir d&apos;une unité et ses nombres de charge, de mêlée et de moral.</translation>
    </message>
    <message>
        <source>Old Guard</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/old-guard/name</extracomment>
        <translation>Vieille Garde</translation>
    </message>
    <message>
        <source>Superior</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/superior/name</extracomment>
        <translation>Supérieure</translation>
    </message>
    <message>
        <source>Excellent</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/excellent/name</extracomment>
        <translation>Excellente</translation>
    </message>
    <message>
        <source>Good</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/good/name</extracomment>
        <translation>Bonne</translation>
    </message>
    <message>
        <source>Fair</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/fair/name</extracomment>
        <translation>Passable</translation>
    </message>
    <message>
        <source>Poor</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/poor/name</extracomment>
        <translation>Médiocre</translation>
    </message>
    <message>
        <source>Leader rating</source>
        <extracomment>nap-igougo.json: ladders/leader/name</extracomment>
        <translation>Valeur de chef</translation>
    </message>
    <message>
        <source>Average</source>
        <extracomment>nap-igougo.json: ladders/leader/steps/average/name</extracomment>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Staff rating</source>
        <extracomment>nap-igougo.json: ladders/staff/name</extracomment>
        <translation>Valeur d&apos;état-major</translation>
    </message>
    <message>
        <source>Adds to initiative and sets the number a pending order must reach.</source>
        <extracomment>nap-igougo.json: ladders/staff/explain</extracomment>
        <translation>S&apos;ajoute à l&apos;initiative et fixe le nombre qu&apos;un ordre en attente doit atteindre.</translation>
    </message>
    <message>
        <source>Superb</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/superb/name</extracomment>
        <translation>Remarquable</translation>
    </message>
    <message>
        <source>Professional</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/professional/name</extracomment>
        <translation>Professionnel</translation>
    </message>
    <message>
        <source>Competent</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/competent/name</extracomment>
        <translation>Compétent</translation>
    </message>
    <message>
        <source>Inefficient</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/inefficient/name</extracomment>
        <translation>Inefficace</translation>
    </message>
    <message>
        <source>Incompetent</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/incompetent/name</extracomment>
        <translation>Incompétent</translation>
    </message>
    <message>
        <source>Morale state</source>
        <extracomment>nap-igougo.json: ladders/morale-state/name</extracomment>
        <translation>État de moral</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>nap-igougo.json: ladders/morale-state/steps/normal/name</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Shaken</source>
        <extracomment>nap-igougo.json: ladders/morale-state/steps/shaken/name</extracomment>
        <translation>Ébranlée</translation>
    </message>
    <message>
        <source>Routed</source>
        <extracomment>nap-igougo.json: ladders/morale-state/steps/routed/name</extracomment>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>nap-igougo.json: formations/line/name</extracomment>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Company column</source>
        <extracomment>nap-igougo.json: formations/company-column/name</extracomment>
        <translation>Colonne de compagnies</translation>
    </message>
    <message>
        <source>Attack column</source>
        <extracomment>nap-igougo.json: formations/attack-column/name</extracomment>
        <translation>Colonne d&apos;attaque</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <extracomment>nap-igougo.json: formations/skirmish/name</extracomment>
        <translation>Tirailleurs</translation>
    </message>
    <message>
        <source>Square</source>
        <extracomment>nap-igougo.json: formations/square/name</extracomment>
        <translation>Carré</translation>
    </message>
    <message>
        <source>A square that moves becomes disordered.</source>
        <extracomment>nap-igougo.json: formations/square/explain</extracomment>
        <translation>Un carré qui se déplace se met en désordre.</translation>
    </message>
    <message>
        <source>Limbered</source>
        <extracomment>nap-igougo.json: formations/limbered/name</extracomment>
        <translation>Attelée</translation>
    </message>
    <message>
        <source>Prolonge</source>
        <extracomment>nap-igougo.json: formations/prolonge/name</extracomment>
        <translation>À la prolonge</translation>
    </message>
    <message>
        <source>Guns moved by rope while still able to fire.</source>
        <extracomment>nap-igougo.json: formations/prolonge/explain</extracomment>
        <translation>Des pièces déplacées à la corde tout en restant prêtes à tirer.</translation>
    </message>
    <message>
        <source>Unlimbered</source>
        <extracomment>nap-igougo.json: formations/unlimbered/name</extracomment>
        <translation>En batterie</translation>
    </message>
    <message>
        <source>Mounted</source>
        <extracomment>nap-igougo.json: formations/mounted/name</extracomment>
        <translation>À cheval</translation>
    </message>
    <message>
        <source>Infantry battalion</source>
        <extracomment>nap-igougo.json: unitTypes/infantry/name</extracomment>
        <translation>Bataillon d&apos;infanterie</translation>
    </message>
    <message>
        <source>Untrained (militia) infantry moving over 2&quot; in line become disordered.</source>
        <extracomment>nap-igougo.json: unitTypes/infantry/explain</extracomment>
        <translation>L&apos;infanterie non entraînée (milice) qui se déplace de plus de 2&quot; en ligne se met en désordre.</translation>
    </message>
    <message>
        <source>Light cavalry</source>
        <extracomment>nap-igougo.json: unitTypes/light-cavalry/name</extracomment>
        <translation>Cavalerie légère</translation>
    </message>
    <message>
        <source>Other cavalry</source>
        <extracomment>nap-igougo.json: unitTypes/cavalry/name</extracomment>
        <translation>Autre cavalerie</translation>
    </message>
    <message>
        <source>Foot battery, under 6 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-light/name</extracomment>
        <translation>Batterie à pied, moins de 6 livres</translation>
    </message>
    <message>
        <source>Foot battery, 6 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-6/name</extracomment>
        <translation>Batterie à pied, pièces de 6</translation>
    </message>
    <message>
        <source>Foot battery, 8-9 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-8/name</extracomment>
        <translation>Batterie à pied, pièces de 8-9</translation>
    </message>
    <message>
        <source>Foot battery, 12 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-12/name</extracomment>
        <translation>Batterie à pied, pièces de 12</translation>
    </message>
    <message>
        <source>Foot battery, over 12 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-heavy/name</extracomment>
        <translation>Batterie à pied, plus de 12 livres</translation>
    </message>
    <message>
        <source>Horse battery (6 pdr)</source>
        <extracomment>nap-igougo.json: unitTypes/horse-artillery/name</extracomment>
        <translation>Batterie à cheval (pièces de 6)</translation>
    </message>
    <message>
        <source>Cavalry brigade commander</source>
        <extracomment>nap-igougo.json: unitTypes/cavalry-brigade-commander/name</extracomment>
        <translation>Commandant de brigade de cavalerie</translation>
    </message>
    <message>
        <source>Division commander</source>
        <extracomment>nap-igougo.json: unitTypes/division-commander/name</extracomment>
        <translation>Commandant de division</translation>
    </message>
    <message>
        <source>Corps commander</source>
        <extracomment>nap-igougo.json: unitTypes/corps-commander/name</extracomment>
        <translation>Commandant de corps</translation>
    </message>
    <message>
        <source>Army commander</source>
        <extracomment>nap-igougo.json: unitTypes/army-commander/name</extracomment>
        <translation>Commandant d&apos;armée</translation>
    </message>
    <message>
        <source>Nationality</source>
        <extracomment>nap-igougo.json: fields/nationality/name</extracomment>
        <translation>Nationalité</translation>
    </message>
    <message>
        <source>Disordered</source>
        <extracomment>nap-igougo.json: fields/disordered/name</extracomment>
        <translation>En désordre</translation>
    </message>
    <message>
        <source>Starting strength</source>
        <extracomment>nap-igougo.json: fields/strength/name</extracomment>
        <translation>Effectif de départ</translation>
    </message>
    <message>
        <source>Stands or figures at the start, for casualty percentages.</source>
        <extracomment>nap-igougo.json: fields/strength/explain</extracomment>
        <translation>Socles ou figurines au départ, pour les pourcentages de pertes.</translation>
    </message>
    <message>
        <source>Casualties</source>
        <extracomment>nap-igougo.json: fields/casualties/name</extracomment>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>Hits this turn</source>
        <extracomment>nap-igougo.json: fields/hits-this-turn/name</extracomment>
        <translation>Touches ce tour</translation>
    </message>
    <message>
        <source>Formation</source>
        <extracomment>nap-igougo.json: fields/formation/name</extracomment>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Moved this turn</source>
        <extracomment>nap-igougo-1.0.0.json: fields/moved/name</extracomment>
        <translation>Déplacée ce tour</translation>
    </message>
    <message>
        <source>Set when the unit moves in its side&apos;s movement phase; cleared at the end of the turn.</source>
        <extracomment>nap-igougo-1.0.0.json: fields/moved/explain</extracomment>
        <translation>Mis quand l&apos;unité se déplace pendant la phase de mouvement de son camp&#xa0;; effacé à la fin du tour.</translation>
    </message>
    <message>
        <source>Fired this phase</source>
        <extracomment>nap-igougo.json: fields/fired/name</extracomment>
        <translation>A tiré cette phase</translation>
    </message>
    <message>
        <source>Battery fires so far</source>
        <extracomment>nap-igougo.json: fields/shots-fired/name</extracomment>
        <translation>Tirs de la batterie jusqu&apos;ici</translation>
    </message>
    <message>
        <source>For the first and second fire bonuses.</source>
        <extracomment>nap-igougo.json: fields/shots-fired/explain</extracomment>
        <translation>Pour les bonus du premier et du deuxième tir.</translation>
    </message>
    <message>
        <source>Attached leader</source>
        <extracomment>nap-igougo.json: fields/attached-leader/name</extracomment>
        <translation>Chef attaché</translation>
    </message>
    <message>
        <source>Untrained</source>
        <extracomment>nap-igougo.json: fields/untrained/name</extracomment>
        <translation>Non entraînée</translation>
    </message>
    <message>
        <source>Impetuous</source>
        <extracomment>nap-igougo.json: fields/impetuous/name</extracomment>
        <translation>Impétueuse</translation>
    </message>
    <message>
        <source>National bonus</source>
        <extracomment>nap-igougo.json: fields/national-bonus/name</extracomment>
        <translation>Bonus national</translation>
    </message>
    <message>
        <source>Organic skirmishers</source>
        <extracomment>nap-igougo.json: fields/organic-skirmishers/name</extracomment>
        <translation>Tirailleurs organiques</translation>
    </message>
    <message>
        <source>Skirmish screen</source>
        <extracomment>nap-igougo.json: fields/skirmish-screen/name</extracomment>
        <translation>Écran de tirailleurs</translation>
    </message>
    <message>
        <source>Cuirassiers</source>
        <extracomment>nap-igougo.json: fields/cuirassier/name</extracomment>
        <translation>Cuirassiers</translation>
    </message>
    <message>
        <source>Lancers</source>
        <extracomment>nap-igougo.json: fields/lancers/name</extracomment>
        <translation>Lanciers</translation>
    </message>
    <message>
        <source>Sappers</source>
        <extracomment>nap-igougo.json: fields/sappers/name</extracomment>
        <translation>Sapeurs</translation>
    </message>
    <message>
        <source>In command</source>
        <extracomment>nap-igougo.json: fields/in-command/name</extracomment>
        <translation>Sous commandement</translation>
    </message>
    <message>
        <source>Leader attached to a unit</source>
        <extracomment>nap-igougo.json: fields/leader-attached/name</extracomment>
        <translation>Chef attaché à une unité</translation>
    </message>
    <message>
        <source>Untrained line moves too far</source>
        <extracomment>nap-igougo.json: afterMove/untrained-line/name</extracomment>
        <translation>Une ligne non entraînée va trop loin</translation>
    </message>
    <message>
        <source>Untrained (militia) infantry in line that moves over 2&quot; becomes disordered.</source>
        <extracomment>nap-igougo.json: afterMove/untrained-line/explain</extracomment>
        <translation>L&apos;infanterie non entraînée (milice) en ligne qui se déplace de plus de 2&quot; se met en désordre.</translation>
    </message>
    <message>
        <source>A square moves</source>
        <extracomment>nap-igougo.json: afterMove/square-moves/name</extracomment>
        <translation>Un carré se déplace</translation>
    </message>
    <message>
        <source>Any square that moves becomes disordered.</source>
        <extracomment>nap-igougo.json: afterMove/square-moves/explain</extracomment>
        <translation>Tout carré qui se déplace se met en désordre.</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>nap-igougo.json: movementColumns/move/name</extracomment>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>The distance the unit may move in this formation.</source>
        <extracomment>nap-igougo.json: movementColumns/move/explain</extracomment>
        <translation>La distance que l&apos;unité peut parcourir dans cette formation.</translation>
    </message>
    <message>
        <source>Charge</source>
        <extracomment>nap-igougo.json: movementColumns/charge/name</extracomment>
        <translation>Charge</translation>
    </message>
    <message>
        <source>A charge covers the move allowance plus the charge bonus dice.</source>
        <extracomment>nap-igougo.json: movementColumns/charge/explain</extracomment>
        <translation>Une charge couvre le mouvement autorisé plus les dés de bonus de charge.</translation>
    </message>
    <message>
        <source>Poor ground</source>
        <extracomment>nap-igougo.json: terrain/poor-ground/name</extracomment>
        <translation>Mauvais terrain</translation>
    </message>
    <message>
        <source>Formed units at half speed; changing formation here disorders.</source>
        <extracomment>nap-igougo.json: terrain/poor-ground/explain</extracomment>
        <translation>Unités en ordre à demi-vitesse&#xa0;; changer de formation ici met en désordre.</translation>
    </message>
    <message>
        <source>Light woods</source>
        <extracomment>nap-igougo.json: terrain/light-woods/name</extracomment>
        <translation>Bois clair</translation>
    </message>
    <message>
        <source>Medium woods</source>
        <extracomment>nap-igougo.json: terrain/medium-woods/name</extracomment>
        <translation>Bois moyen</translation>
    </message>
    <message>
        <source>Formed units at half speed; cavalry may not enter.</source>
        <extracomment>nap-igougo.json: terrain/medium-woods/explain</extracomment>
        <translation>Unités en ordre à demi-vitesse&#xa0;; la cavalerie ne peut pas y entrer.</translation>
    </message>
    <message>
        <source>Heavy woods</source>
        <extracomment>nap-igougo.json: terrain/heavy-woods/name</extracomment>
        <translation>Bois épais</translation>
    </message>
    <message>
        <source>Formed units may not enter.</source>
        <extracomment>nap-igougo.json: terrain/heavy-woods/explain</extracomment>
        <translation>Les unités en ordre ne peuvent pas y entrer.</translation>
    </message>
    <message>
        <source>Up a contour</source>
        <extracomment>nap-igougo.json: terrain/contour/name</extracomment>
        <translation>Monter d&apos;une courbe de niveau</translation>
    </message>
    <message>
        <source>Stream or ditch</source>
        <extracomment>nap-igougo.json: terrain/stream/name</extracomment>
        <translation>Ruisseau ou fossé</translation>
    </message>
    <message>
        <source>May disorder a unit if wide or deep; raise the cost for bigger obstacles.</source>
        <extracomment>nap-igougo.json: terrain/stream/explain</extracomment>
        <translation>Peut mettre une unité en désordre s&apos;il est large ou profond&#xa0;; augmenter le coût pour les obstacles plus importants.</translation>
    </message>
    <message>
        <source>River</source>
        <extracomment>nap-igougo.json: terrain/river/name</extracomment>
        <translation>Rivière</translation>
    </message>
    <message>
        <source>Bridge</source>
        <extracomment>nap-igougo.json: terrain/bridge/name</extracomment>
        <translation>Pont</translation>
    </message>
    <message>
        <source>Crossed only in company column or skirmish order.</source>
        <extracomment>nap-igougo.json: terrain/bridge/explain</extracomment>
        <translation>Ne se franchit qu&apos;en colonne de compagnies ou en tirailleurs.</translation>
    </message>
    <message>
        <source>Stone wall or redoubt</source>
        <extracomment>nap-igougo.json: terrain/stone-wall/name</extracomment>
        <translation>Mur de pierre ou redoute</translation>
    </message>
    <message>
        <source>Wooden fence</source>
        <extracomment>nap-igougo.json: terrain/wooden-fence/name</extracomment>
        <translation>Clôture de bois</translation>
    </message>
    <message>
        <source>Hedge</source>
        <extracomment>nap-igougo.json: terrain/hedge/name</extracomment>
        <translation>Haie</translation>
    </message>
    <message>
        <source>Musket</source>
        <extracomment>nap-igougo.json: weapons/musket/name</extracomment>
        <translation>Mousquet</translation>
    </message>
    <message>
        <source>In a 45° arc.</source>
        <extracomment>nap-igougo.json: weapons/musket/explain</extracomment>
        <translation>Dans un arc de 45°.</translation>
    </message>
    <message>
        <source>Rifle</source>
        <extracomment>nap-igougo.json: weapons/rifle/name</extracomment>
        <translation>Carabine rayée</translation>
    </message>
    <message>
        <source>Artillery</source>
        <extracomment>nap-igougo.json: weapons/artillery/name</extracomment>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>In a 30° arc.</source>
        <extracomment>nap-igougo.json: weapons/artillery/explain</extracomment>
        <translation>Dans un arc de 30°.</translation>
    </message>
    <message>
        <source>Artillery in melee</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/artillery/name</extracomment>
        <translation>Artillerie en mêlée</translation>
    </message>
    <message>
        <source>Gunners fight badly hand to hand.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/artillery/explain</extracomment>
        <translation>Les servants se battent mal au corps à corps.</translation>
    </message>
    <message>
        <source>Armoured heavy horse.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/cuirassier/explain</extracomment>
        <translation>Cavalerie lourde cuirassée.</translation>
    </message>
    <message>
        <source>+2 if Excellent, +1 if Good.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/leader/explain</extracomment>
        <translation>+2 si Excellent, +1 si Bon.</translation>
    </message>
    <message>
        <source>Against a routed enemy</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-routed/name</extracomment>
        <translation>Contre un ennemi en déroute</translation>
    </message>
    <message>
        <source>Defender in cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/name</extracomment>
        <translation>Défenseur à couvert</translation>
    </message>
    <message>
        <source>The charged unit holds cover.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/explain</extracomment>
        <translation>L&apos;unité chargée tient un couvert.</translation>
    </message>
    <message>
        <source>Light cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/choices/light/name</extracomment>
        <translation>Couvert léger</translation>
    </message>
    <message>
        <source>Medium cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/choices/medium/name</extracomment>
        <translation>Couvert moyen</translation>
    </message>
    <message>
        <source>Heavy cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/choices/heavy/name</extracomment>
        <translation>Couvert lourd</translation>
    </message>
    <message>
        <source>Sappers against cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/sappers-vs-cover/name</extracomment>
        <translation>Sapeurs contre un couvert</translation>
    </message>
    <message>
        <source>Engineers storming a defended position.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/sappers-vs-cover/explain</extracomment>
        <translation>Des sapeurs à l&apos;assaut d&apos;une position défendue.</translation>
    </message>
    <message>
        <source>Attacking the flank</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-flank/name</extracomment>
        <translation>Attaque de flanc</translation>
    </message>
    <message>
        <source>Infantry attacking a square</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/inf-square/name</extracomment>
        <translation>Infanterie attaquant un carré</translation>
    </message>
    <message>
        <source>A square is weak against other foot.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/inf-square/explain</extracomment>
        <translation>Un carré est faible contre d&apos;autres fantassins.</translation>
    </message>
    <message>
        <source>Square against infantry (other reading)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/square-vs-inf/name</extracomment>
        <translation>Carré contre infanterie (autre lecture)</translation>
    </message>
    <message>
        <source>Read the other way, the +6 goes to the square.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/square-vs-inf/explain</extracomment>
        <translation>Lu dans l&apos;autre sens, le +6 va au carré.</translation>
    </message>
    <message>
        <source>Disordered (infantry melee)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/inf-disorder/name</extracomment>
        <translation>En désordre (mêlée d&apos;infanterie)</translation>
    </message>
    <message>
        <source>Attacker&apos;s horses heavier</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-heavier/name</extracomment>
        <translation>Chevaux de l&apos;attaquant plus lourds</translation>
    </message>
    <message>
        <source>Defender&apos;s horses heavier</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-heavier/name</extracomment>
        <translation>Chevaux du défenseur plus lourds</translation>
    </message>
    <message>
        <source>Attacker overlaps</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-overlap/name</extracomment>
        <translation>L&apos;attaquant déborde</translation>
    </message>
    <message>
        <source>+1 for each overlapping stand or squadron.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-overlap/explain</extracomment>
        <translation>+1 par socle ou escadron qui déborde.</translation>
    </message>
    <message>
        <source>Defender overlaps</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-overlap/name</extracomment>
        <translation>Le défenseur déborde</translation>
    </message>
    <message>
        <source>Disordered (cavalry melee)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/cav-disorder/name</extracomment>
        <translation>En désordre (mêlée de cavalerie)</translation>
    </message>
    <message>
        <source>Lancers against infantry</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/lancers-vs-inf/name</extracomment>
        <translation>Lanciers contre infanterie</translation>
    </message>
    <message>
        <source>Cavalry against a square</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-square/name</extracomment>
        <translation>Cavalerie contre un carré</translation>
    </message>
    <message>
        <source>Cavalry against a disordered square</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-disordered-square/name</extracomment>
        <translation>Cavalerie contre un carré en désordre</translation>
    </message>
    <message>
        <source>Cavalry against an anchored line</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-anchored-line/name</extracomment>
        <translation>Cavalerie contre une ligne appuyée</translation>
    </message>
    <message>
        <source>The infantry&apos;s flanks rest on obstacles.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-anchored-line/explain</extracomment>
        <translation>Les flancs de l&apos;infanterie s&apos;appuient sur des obstacles.</translation>
    </message>
    <message>
        <source>Disordered (cavalry against infantry)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mixed-disorder/name</extracomment>
        <translation>En désordre (cavalerie contre infanterie)</translation>
    </message>
    <message>
        <source>Whichever side is disordered.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mixed-disorder/explain</extracomment>
        <translation>Quel que soit le camp en désordre.</translation>
    </message>
    <message>
        <source>Attacker uphill</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/attacker-uphill/name</extracomment>
        <translation>Attaquant plus haut sur la pente</translation>
    </message>
    <message>
        <source>The side higher up the slope gets +1.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/attacker-uphill/explain</extracomment>
        <translation>Le camp le plus haut sur la pente reçoit +1.</translation>
    </message>
    <message>
        <source>Defender uphill</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/defender-uphill/name</extracomment>
        <translation>Défenseur plus haut sur la pente</translation>
    </message>
    <message>
        <source>Infantry charging</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/inf-charging/name</extracomment>
        <translation>Infanterie qui charge</translation>
    </message>
    <message>
        <source>Not in a breakthrough melee.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/inf-charging/explain</extracomment>
        <translation>Pas dans une mêlée de percée.</translation>
    </message>
    <message>
        <source>Cavalry charging</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/cav-charging/name</extracomment>
        <translation>Cavalerie qui charge</translation>
    </message>
    <message>
        <source>Initiative</source>
        <extracomment>nap-igougo.json: tests/initiative/name</extracomment>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Each side rolls a D10 and adds its commander&apos;s leader and staff ratings and the situation; the higher has the initiative and chooses who goes first. Ties are rolled again.</source>
        <extracomment>nap-igougo.json: tests/initiative/explain</extracomment>
        <translation>Chaque camp lance un D10 et ajoute les valeurs de chef et d&apos;état-major de son commandant et la situation&#xa0;; le plus haut a l&apos;initiative et choisit qui commence. En cas d&apos;égalité, on relance.</translation>
    </message>
    <message>
        <source>Surprise</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/surprise/name</extracomment>
        <translation>Surprise</translation>
    </message>
    <message>
        <source>This side has surprise.</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/surprise/explain</extracomment>
        <translation>Ce camp a la surprise.</translation>
    </message>
    <message>
        <source>Momentum</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/momentum/name</extracomment>
        <translation>Élan</translation>
    </message>
    <message>
        <source>This side has momentum.</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/momentum/explain</extracomment>
        <translation>Ce camp a l&apos;élan.</translation>
    </message>
    <message>
        <source>Enemy has surprise</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/enemy-surprise/name</extracomment>
        <translation>L&apos;ennemi a la surprise</translation>
    </message>
    <message>
        <source>Enemy has momentum</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/enemy-momentum/name</extracomment>
        <translation>L&apos;ennemi a l&apos;élan</translation>
    </message>
    <message>
        <source>This side has the initiative</source>
        <extracomment>nap-igougo.json: tests/initiative/bands/actor-wins/name</extracomment>
        <translation>Ce camp a l&apos;initiative</translation>
    </message>
    <message>
        <source>Tie: roll again</source>
        <extracomment>nap-igougo.json: tests/initiative/bands/tie/name</extracomment>
        <translation>Égalité&#xa0;: relancer</translation>
    </message>
    <message>
        <source>The other side has the initiative</source>
        <extracomment>nap-igougo.json: tests/initiative/bands/target-wins/name</extracomment>
        <translation>L&apos;autre camp a l&apos;initiative</translation>
    </message>
    <message>
        <source>Order activation</source>
        <extracomment>nap-igougo.json: tests/order-activation/name</extracomment>
        <translation>Activation des ordres</translation>
    </message>
    <message>
        <source>A pending order takes effect when the roll plus the leader&apos;s rating (-1 if he is attached to a unit) reaches the staff number (Superb 6 up to Incompetent 14). The rules do not name the dice: we roll 2D10; an option rolls 1D10 and carries the total over to the next turn.</source>
        <extracomment>nap-igougo.json: tests/order-activation/explain</extracomment>
        <translation>Un ordre en attente prend effet quand le jet plus la valeur du chef (-1 s&apos;il est attaché à une unité) atteint le nombre d&apos;état-major (Remarquable 6 jusqu&apos;à Incompétent 14). Les règles ne nomment pas les dés&#xa0;: nous lançons 2D10&#xa0;; une option lance 1D10 et reporte le total au tour suivant.</translation>
    </message>
    <message>
        <source>Total carried from earlier turns</source>
        <extracomment>nap-igougo.json: tests/order-activation/inputs/carried/name</extracomment>
        <translation>Total reporté des tours précédents</translation>
    </message>
    <message>
        <source>Only with the 1D10 option.</source>
        <extracomment>nap-igougo.json: tests/order-activation/inputs/carried/explain</extracomment>
        <translation>Seulement avec l&apos;option 1D10.</translation>
    </message>
    <message>
        <source>Leader attached</source>
        <extracomment>nap-igougo.json: tests/order-activation/modifiers/leader-attached/name</extracomment>
        <translation>Chef attaché</translation>
    </message>
    <message>
        <source>The commander is with a unit rather than his staff.</source>
        <extracomment>nap-igougo.json: tests/order-activation/modifiers/leader-attached/explain</extracomment>
        <translation>Le commandant est avec une unité plutôt qu&apos;avec son état-major.</translation>
    </message>
    <message>
        <source>Order activates</source>
        <extracomment>nap-igougo.json: tests/order-activation/bands/activates/name</extracomment>
        <translation>L&apos;ordre s&apos;active</translation>
    </message>
    <message>
        <source>Still pending</source>
        <extracomment>nap-igougo.json: tests/order-activation/bands/pending/name</extracomment>
        <translation>Toujours en attente</translation>
    </message>
    <message>
        <source>Roll again in the next order segment.</source>
        <extracomment>nap-igougo.json: tests/order-activation/bands/pending/explain</extracomment>
        <translation>Relancer à la prochaine séquence des ordres.</translation>
    </message>
    <message>
        <source>Musketry</source>
        <extracomment>nap-igougo.json: tests/musketry/name</extracomment>
        <translation>Mousqueterie</translation>
    </message>
    <message>
        <source>Front-rank stands give fire points (British 3, others 2, each 1 more with enfilade; infantry skirmishers 2, mounted skirmishers 1). The points pick the row of the fire combat table; a D10 plus modifiers picks the column, which is the number of hits.</source>
        <extracomment>nap-igougo.json: tests/musketry/explain</extracomment>
        <translation>Les socles du premier rang donnent des points de tir (Britanniques 3, autres 2, un de plus chacun en enfilade&#xa0;; tirailleurs à pied 2, tirailleurs montés 1). Les points choisissent la ligne de la table de tir&#xa0;; un D10 plus les modificateurs choisit la colonne, qui est le nombre de touches.</translation>
    </message>
    <message>
        <source>Front-rank stands firing</source>
        <extracomment>nap-igougo.json: tests/musketry/inputs/frontStands/name</extracomment>
        <translation>Socles du premier rang qui tirent</translation>
    </message>
    <message>
        <source>Enfilade</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/enfilade/name</extracomment>
        <translation>Enfilade</translation>
    </message>
    <message>
        <source>Firing along the target&apos;s line: one more fire point per stand for formed infantry (the row changes, not the roll).</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/enfilade/explain</extracomment>
        <translation>Tir le long de la ligne de la cible&#xa0;: un point de tir de plus par socle pour l&apos;infanterie en ordre (c&apos;est la ligne qui change, pas le jet).</translation>
    </message>
    <message>
        <source>Target in cover</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-cover/name</extracomment>
        <translation>Cible à couvert</translation>
    </message>
    <message>
        <source>Cover shields the target from musketry.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-cover/explain</extracomment>
        <translation>Le couvert protège la cible de la mousqueterie.</translation>
    </message>
    <message>
        <source>Target is unlimbered artillery</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-unlimbered-guns/name</extracomment>
        <translation>Cible&#xa0;: artillerie en batterie</translation>
    </message>
    <message>
        <source>Deployed guns present a small target.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-unlimbered-guns/explain</extracomment>
        <translation>Des pièces déployées offrent une petite cible.</translation>
    </message>
    <message>
        <source>Target in column</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column/name</extracomment>
        <translation>Cible en colonne</translation>
    </message>
    <message>
        <source>A deep column is easy to hit.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column/explain</extracomment>
        <translation>Une colonne profonde est facile à toucher.</translation>
    </message>
    <message>
        <source>Target in square</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-square/name</extracomment>
        <translation>Cible en carré</translation>
    </message>
    <message>
        <source>A square is the easiest target of all.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-square/explain</extracomment>
        <translation>Un carré est la plus facile de toutes les cibles.</translation>
    </message>
    <message>
        <source>Target in column or square</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column-or-square/name</extracomment>
        <translation>Cible en colonne ou en carré</translation>
    </message>
    <message>
        <source>Read the other way: +1 against musketry, +2 against artillery.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column-or-square/explain</extracomment>
        <translation>Lu dans l&apos;autre sens&#xa0;: +1 contre la mousqueterie, +2 contre l&apos;artillerie.</translation>
    </message>
    <message>
        <source>Target has organic skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-organic-skirmishers/name</extracomment>
        <translation>La cible a des tirailleurs organiques</translation>
    </message>
    <message>
        <source>Its own light troops screen it.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-organic-skirmishers/explain</extracomment>
        <translation>Ses propres troupes légères la couvrent.</translation>
    </message>
    <message>
        <source>Target is skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-skirmishers/name</extracomment>
        <translation>Cible en tirailleurs</translation>
    </message>
    <message>
        <source>Scattered skirmishers are hard to hit.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-skirmishers/explain</extracomment>
        <translation>Des tirailleurs dispersés sont difficiles à toucher.</translation>
    </message>
    <message>
        <source>Target is French or British skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-fr-br-skirmishers/name</extracomment>
        <translation>Cible&#xa0;: tirailleurs français ou britanniques</translation>
    </message>
    <message>
        <source>The best skirmishers are harder still.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-fr-br-skirmishers/explain</extracomment>
        <translation>Les meilleurs tirailleurs le sont plus encore.</translation>
    </message>
    <message>
        <source>Target in a town</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-in-town/name</extracomment>
        <translation>Cible dans une ville</translation>
    </message>
    <message>
        <source>Buildings break up the fire.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-in-town/explain</extracomment>
        <translation>Les bâtiments dispersent le tir.</translation>
    </message>
    <message>
        <source>Firefight</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firefight/name</extracomment>
        <translation>Échange de tirs</translation>
    </message>
    <message>
        <source>The target fired at this unit in the same fire subsegment.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firefight/explain</extracomment>
        <translation>La cible a tiré sur cette unité dans la même sous-séquence de tir.</translation>
    </message>
    <message>
        <source>Firer&apos;s troop quality</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/troop-quality/name</extracomment>
        <translation>Qualité de troupe du tireur</translation>
    </message>
    <message>
        <source>Old Guard, Superior and Excellent troops +1; Fair and Poor -1.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/troop-quality/explain</extracomment>
        <translation>Vieille Garde, troupes supérieures et excellentes +1&#xa0;; passables et médiocres -1.</translation>
    </message>
    <message>
        <source>Firer is skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firer-skirmishers/name</extracomment>
        <translation>Le tireur est en tirailleurs</translation>
    </message>
    <message>
        <source>Loose order fire is less weighty.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firer-skirmishers/explain</extracomment>
        <translation>Le tir en ordre dispersé pèse moins.</translation>
    </message>
    <message>
        <source>Russian or Turkish firer</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/russian-turkish/name</extracomment>
        <translation>Tireur russe ou turc</translation>
    </message>
    <message>
        <source>Weaker musketry training.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/russian-turkish/explain</extracomment>
        <translation>Entraînement à la mousqueterie plus faible.</translation>
    </message>
    <message>
        <source>Firer is shaken</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/shaken/name</extracomment>
        <translation>Le tireur est ébranlé</translation>
    </message>
    <message>
        <source>Firer moved</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/moving/name</extracomment>
        <translation>Le tireur s&apos;est déplacé</translation>
    </message>
    <message>
        <source>Fire in the moving fire subsegment.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/moving/explain</extracomment>
        <translation>Tir dans la sous-séquence du tir en mouvement.</translation>
    </message>
    <message>
        <source>Firer is disordered</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/disordered/name</extracomment>
        <translation>Le tireur est en désordre</translation>
    </message>
    <message>
        <source>Point blank</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/point-blank/name</extracomment>
        <translation>À bout portant</translation>
    </message>
    <message>
        <source>Within half musket range (2&quot;).</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/point-blank/explain</extracomment>
        <translation>À moins de la moitié de la portée du mousquet (2&quot;).</translation>
    </message>
    <message>
        <source>Artillery fire</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/name</extracomment>
        <translation>Tir d&apos;artillerie</translation>
    </message>
    <message>
        <source>Points per gun by its weight and the range (canister, effective, long) times the guns firing pick the row of the same fire table; 0 points does nothing.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/explain</extracomment>
        <translation>Les points par pièce selon son calibre et la portée (mitraille, efficace, longue), multipliés par les pièces qui tirent, choisissent la ligne de la même table de tir&#xa0;; 0 point ne fait rien.</translation>
    </message>
    <message>
        <source>Guns firing</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/inputs/guns/name</extracomment>
        <translation>Pièces qui tirent</translation>
    </message>
    <message>
        <source>Range band</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/name</extracomment>
        <translation>Tranche de portée</translation>
    </message>
    <message>
        <source>Canister up to 8&quot;, effective up to 20&quot;, long up to 35&quot;: it sets the points per gun, not the roll.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/explain</extracomment>
        <translation>Mitraille jusqu&apos;à 8&quot;, efficace jusqu&apos;à 20&quot;, longue jusqu&apos;à 35&quot;&#xa0;: elle fixe les points par pièce, pas le jet.</translation>
    </message>
    <message>
        <source>Canister (8&quot;)</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/choices/canister/name</extracomment>
        <translation>Mitraille (8&quot;)</translation>
    </message>
    <message>
        <source>Effective (20&quot;)</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/choices/effective/name</extracomment>
        <translation>Efficace (20&quot;)</translation>
    </message>
    <message>
        <source>Long (35&quot;)</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/choices/long/name</extracomment>
        <translation>Longue (35&quot;)</translation>
    </message>
    <message>
        <source>Cover helps less against roundshot (the second figure of each pair).</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/target-cover/explain</extracomment>
        <translation>Le couvert protège moins des boulets pleins (le second chiffre de chaque paire).</translation>
    </message>
    <message>
        <source>Artillery screened</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/screened/name</extracomment>
        <translation>Artillerie masquée</translation>
    </message>
    <message>
        <source>Friendly troops partly mask the guns.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/screened/explain</extracomment>
        <translation>Des troupes amies masquent en partie les pièces.</translation>
    </message>
    <message>
        <source>Battery&apos;s first fire of the battle</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/first-fire/name</extracomment>
        <translation>Premier tir de la batterie dans la bataille</translation>
    </message>
    <message>
        <source>Guns loaded with care before the battle.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/first-fire/explain</extracomment>
        <translation>Des pièces chargées avec soin avant la bataille.</translation>
    </message>
    <message>
        <source>Battery&apos;s second fire</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/second-fire/name</extracomment>
        <translation>Deuxième tir de la batterie</translation>
    </message>
    <message>
        <source>Bounce through</source>
        <extracomment>nap-igougo.json: tests/bounce-through/name</extracomment>
        <translation>Ricochet</translation>
    </message>
    <message>
        <source>Roundshot carries on 5&quot; past the target along a 1&quot;-wide path. A unit in the path takes half the hits of the roll, rounded down.</source>
        <extracomment>nap-igougo.json: tests/bounce-through/explain</extracomment>
        <translation>Le boulet plein poursuit sa course 5&quot; au-delà de la cible sur une bande large de 1&quot;. Une unité sur sa trajectoire subit la moitié des touches du jet, arrondie à l&apos;inférieur.</translation>
    </message>
    <message>
        <source>Charge test</source>
        <extracomment>nap-igougo.json: tests/charge-test/name</extracomment>
        <translation>Test de charge</translation>
    </message>
    <message>
        <source>A charger rolls a D10 plus modifiers and must reach its troop value (Old Guard 2 up to Poor 7) to close. There is no automatic pass or fail.</source>
        <extracomment>nap-igougo.json: tests/charge-test/explain</extracomment>
        <translation>Un chargeur lance un D10 plus modificateurs et doit atteindre sa valeur de troupe (Vieille Garde 2 jusqu&apos;à Médiocre 7) pour aborder. Il n&apos;y a ni réussite ni échec automatique.</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/cavalry/name</extracomment>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Against a flank</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-flank/name</extracomment>
        <translation>Contre un flanc</translation>
    </message>
    <message>
        <source>Against routed troops</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-routed/name</extracomment>
        <translation>Contre des troupes en déroute</translation>
    </message>
    <message>
        <source>Infantry against a square</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/inf-vs-square/name</extracomment>
        <translation>Infanterie contre un carré</translation>
    </message>
    <message>
        <source>Hits taken this turn</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/new-hits/name</extracomment>
        <translation>Touches subies ce tour</translation>
    </message>
    <message>
        <source>Each hit the charger took this turn (in stationary fire, say).</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/new-hits/explain</extracomment>
        <translation>Chaque touche subie par le chargeur ce tour (au tir à l&apos;arrêt, par exemple).</translation>
    </message>
    <message>
        <source>Against cover</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-cover/name</extracomment>
        <translation>Contre un couvert</translation>
    </message>
    <message>
        <source>Against artillery</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-artillery/name</extracomment>
        <translation>Contre de l&apos;artillerie</translation>
    </message>
    <message>
        <source>An attached leader adds +2 if rated Excellent, +1 if Good, nothing otherwise.</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/leader/explain</extracomment>
        <translation>Un chef attaché ajoute +2 s&apos;il est Excellent, +1 s&apos;il est Bon, rien sinon.</translation>
    </message>
    <message>
        <source>Infantry in column</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/infantry-column/name</extracomment>
        <translation>Infanterie en colonne</translation>
    </message>
    <message>
        <source>Charge goes in</source>
        <extracomment>nap-igougo.json: tests/charge-test/onPass/name</extracomment>
        <translation>La charge aborde</translation>
    </message>
    <message>
        <source>Move into contact.</source>
        <extracomment>nap-igougo.json: tests/charge-test/onPass/explain</extracomment>
        <translation>Avancer au contact.</translation>
    </message>
    <message>
        <source>Halted</source>
        <extracomment>nap-igougo.json: tests/charge-test/onFail/name</extracomment>
        <translation>Arrêtée</translation>
    </message>
    <message>
        <source>The charger stays where it is and may fire in moving fire.</source>
        <extracomment>nap-igougo.json: tests/charge-test/onFail/explain</extracomment>
        <translation>Le chargeur reste sur place et peut tirer lors du tir en mouvement.</translation>
    </message>
    <message>
        <source>Reaction test</source>
        <extracomment>nap-igougo.json: tests/reaction-test/name</extracomment>
        <translation>Test de réaction</translation>
    </message>
    <message>
        <source>A charged unit tests when it tries to change facing or formation, or to fire at point blank. The target of this test is the charger.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/explain</extracomment>
        <translation>Une unité chargée teste quand elle tente de changer de front ou de formation, ou de tirer à bout portant. La cible de ce test est le chargeur.</translation>
    </message>
    <message>
        <source>Attempting point-blank fire</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/attempting-pbf/name</extracomment>
        <translation>Tente un tir à bout portant</translation>
    </message>
    <message>
        <source>Changing facing or formation</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/changing-formation/name</extracomment>
        <translation>Change de front ou de formation</translation>
    </message>
    <message>
        <source>Tick when the reaction is a change of facing or formation; the marked modifiers then count.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/changing-formation/explain</extracomment>
        <translation>À cocher quand la réaction est un changement de front ou de formation&#xa0;; les modificateurs marqués comptent alors.</translation>
    </message>
    <message>
        <source>Reacting to infantry</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/reaction-to-infantry/name</extracomment>
        <translation>Réaction à de l&apos;infanterie</translation>
    </message>
    <message>
        <source>Reacting to cavalry</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/reaction-to-cavalry/name</extracomment>
        <translation>Réaction à de la cavalerie</translation>
    </message>
    <message>
        <source>Charged from over 12&quot;</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/charged-from-far/name</extracomment>
        <translation>Chargée depuis plus de 12&quot;</translation>
    </message>
    <message>
        <source>Charged from under 6&quot;</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/charged-from-close/name</extracomment>
        <translation>Chargée depuis moins de 6&quot;</translation>
    </message>
    <message>
        <source>French infantry</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/french-infantry/name</extracomment>
        <translation>Infanterie française</translation>
    </message>
    <message>
        <source>Reaction carried out</source>
        <extracomment>nap-igougo.json: tests/reaction-test/onPass/name</extracomment>
        <translation>Réaction exécutée</translation>
    </message>
    <message>
        <source>Reaction fails</source>
        <extracomment>nap-igougo.json: tests/reaction-test/onFail/name</extracomment>
        <translation>La réaction échoue</translation>
    </message>
    <message>
        <source>The unit meets the charge as it stands, without point-blank fire.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/onFail/explain</extracomment>
        <translation>L&apos;unité reçoit la charge telle qu&apos;elle est, sans tir à bout portant.</translation>
    </message>
    <message>
        <source>Melee</source>
        <extracomment>nap-igougo.json: tests/melee/name</extracomment>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>Each side adds its troop value (Old Guard 20 down to Poor 8), its modifiers and a D10. The difference decides.</source>
        <extracomment>nap-igougo.json: tests/melee/explain</extracomment>
        <translation>Chaque camp additionne sa valeur de troupe (Vieille Garde 20 jusqu&apos;à Médiocre 8), ses modificateurs et un D10. L&apos;écart décide.</translation>
    </message>
    <message>
        <source>Attacker&apos;s overlapping stands</source>
        <extracomment>nap-igougo.json: tests/melee/inputs/attackerOverlap/name</extracomment>
        <translation>Socles débordants de l&apos;attaquant</translation>
    </message>
    <message>
        <source>Defender&apos;s overlapping stands</source>
        <extracomment>nap-igougo.json: tests/melee/inputs/defenderOverlap/name</extracomment>
        <translation>Socles débordants du défenseur</translation>
    </message>
    <message>
        <source>Decisive</source>
        <extracomment>nap-igougo.json: tests/melee/bands/decisive/name</extracomment>
        <translation>Décisive</translation>
    </message>
    <message>
        <source>The loser takes 3 casualties and routs; the winner takes ground, is disordered and may break through (a square never does).</source>
        <extracomment>nap-igougo.json: tests/melee/bands/decisive/explain</extracomment>
        <translation>Le perdant subit 3 pertes et part en déroute&#xa0;; le vainqueur gagne du terrain, est en désordre et peut percer (un carré jamais).</translation>
    </message>
    <message>
        <source>Clear win</source>
        <extracomment>nap-igougo.json: tests/melee/bands/clear/name</extracomment>
        <translation>Victoire nette</translation>
    </message>
    <message>
        <source>The loser takes 2 casualties, is shaken and disordered and falls back (infantry 4&quot;, cavalry 12&quot;); the winner takes ground, disordered.</source>
        <extracomment>nap-igougo.json: tests/melee/bands/clear/explain</extracomment>
        <translation>Le perdant subit 2 pertes, est ébranlé et en désordre et recule (infanterie 4&quot;, cavalerie 12&quot;)&#xa0;; le vainqueur gagne du terrain, en désordre.</translation>
    </message>
    <message>
        <source>Close fight</source>
        <extracomment>nap-igougo.json: tests/melee/bands/close/name</extracomment>
        <translation>Combat serré</translation>
    </message>
    <message>
        <source>Both sides are disordered and take a casualty, then fight again without charging or uphill bonuses.</source>
        <extracomment>nap-igougo.json: tests/melee/bands/close/explain</extracomment>
        <translation>Les deux camps sont en désordre et subissent une perte, puis combattent de nouveau sans bonus de charge ni de pente.</translation>
    </message>
    <message>
        <source>Melee, next round</source>
        <extracomment>nap-igougo.json: tests/melee-again/name</extracomment>
        <translation>Mêlée, round suivant</translation>
    </message>
    <message>
        <source>After a close fight the melee is fought again without the charging and uphill bonuses.</source>
        <extracomment>nap-igougo.json: tests/melee-again/explain</extracomment>
        <translation>Après un combat serré, la mêlée se livre de nouveau sans les bonus de charge et de pente.</translation>
    </message>
    <message>
        <source>Morale</source>
        <extracomment>nap-igougo.json: tests/morale/name</extracomment>
        <translation>Moral</translation>
    </message>
    <message>
        <source>A D10 plus modifiers must reach the unit&apos;s morale value (Old Guard -1 up to Poor 4). We test after taking fire casualties, after losing a melee, and when friends rout nearby; a failure moves the unit one step down Normal, Shaken, Routed.</source>
        <extracomment>nap-igougo.json: tests/morale/explain</extracomment>
        <translation>Un D10 plus modificateurs doit atteindre la valeur de moral de l&apos;unité (Vieille Garde -1 jusqu&apos;à Médiocre 4). Nous testons après des pertes au tir, après une mêlée perdue et quand des amis proches partent en déroute&#xa0;; un échec fait descendre l&apos;unité d&apos;un cran&#xa0;: Normal, Ébranlée, En déroute.</translation>
    </message>
    <message>
        <source>Casualties 20% or more</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-20/name</extracomment>
        <translation>Pertes de 20 % ou plus</translation>
    </message>
    <message>
        <source>From a fifth of the starting strength lost (the highest band reached counts).</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-20/explain</extracomment>
        <translation>À partir d&apos;un cinquième de l&apos;effectif de départ perdu (la tranche la plus haute atteinte compte).</translation>
    </message>
    <message>
        <source>Casualties a third or more</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-33/name</extracomment>
        <translation>Pertes d&apos;un tiers ou plus</translation>
    </message>
    <message>
        <source>Casualties half or more</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-50/name</extracomment>
        <translation>Pertes de moitié ou plus</translation>
    </message>
    <message>
        <source>In cover</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/cover/name</extracomment>
        <translation>À couvert</translation>
    </message>
    <message>
        <source>Heavy cover (as printed, +2)</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/cover/choices/heavy/name</extracomment>
        <translation>Couvert lourd (comme imprimé, +2)</translation>
    </message>
    <message>
        <source>Flanked</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/flanked/name</extracomment>
        <translation>Débordée</translation>
    </message>
    <message>
        <source>Took canister</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/canister/name</extracomment>
        <translation>A reçu de la mitraille</translation>
    </message>
    <message>
        <source>Took canister fire this turn.</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/canister/explain</extracomment>
        <translation>A reçu un tir à mitraille ce tour.</translation>
    </message>
    <message>
        <source>Holds</source>
        <extracomment>nap-igougo.json: tests/morale/onPass/name</extracomment>
        <translation>Tient bon</translation>
    </message>
    <message>
        <source>Morale drops</source>
        <extracomment>nap-igougo.json: tests/morale/onFail/name</extracomment>
        <translation>Le moral baisse</translation>
    </message>
    <message>
        <source>Rally a routed unit</source>
        <extracomment>nap-igougo.json: tests/rally/name</extracomment>
        <translation>Rallier une unité en déroute</translation>
    </message>
    <message>
        <source>In the rally subsegment a routed unit given a Rally order tests morale: pass and it is shaken; fail and it makes a rout move.</source>
        <extracomment>nap-igougo.json: tests/rally/explain</extracomment>
        <translation>Dans la sous-séquence de ralliement, une unité en déroute qui a reçu un ordre de ralliement teste son moral&#xa0;: réussi, elle est ébranlée&#xa0;; raté, elle fait un mouvement de déroute.</translation>
    </message>
    <message>
        <source>Rallied</source>
        <extracomment>nap-igougo.json: tests/rally/onPass/name</extracomment>
        <translation>Ralliée</translation>
    </message>
    <message>
        <source>Routs on</source>
        <extracomment>nap-igougo.json: tests/rally/onFail/name</extracomment>
        <translation>Continue de fuir</translation>
    </message>
    <message>
        <source>Make a rout move.</source>
        <extracomment>nap-igougo.json: tests/rally/onFail/explain</extracomment>
        <translation>Faire un mouvement de déroute.</translation>
    </message>
    <message>
        <source>Rally from shaken</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/name</extracomment>
        <translation>Se remettre de l&apos;ébranlement</translation>
    </message>
    <message>
        <source>A shaken unit may try to recover in the movement subsegment, even out of command.</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/explain</extracomment>
        <translation>Une unité ébranlée peut tenter de se reprendre dans la sous-séquence de mouvement, même hors commandement.</translation>
    </message>
    <message>
        <source>Steady again</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/onPass/name</extracomment>
        <translation>De nouveau ferme</translation>
    </message>
    <message>
        <source>Still shaken</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/onFail/name</extracomment>
        <translation>Toujours ébranlée</translation>
    </message>
    <message>
        <source>Fire combat table</source>
        <extracomment>nap-igougo.json: tables/fire-combat/name</extracomment>
        <translation>Table de tir</translation>
    </message>
    <message>
        <source>Fire over 50 points is split into several resolutions (or read on the 46-50 row by option).</source>
        <extracomment>nap-igougo-1.0.0.json: tables/fire-combat/explain</extracomment>
        <translation>Un tir de plus de 50 points se divise en plusieurs résolutions (ou se lit sur la ligne 46-50 selon l&apos;option).</translation>
    </message>
    <message>
        <source>Initiative, random events, then each player&apos;s phase in turn, then the end of the turn.</source>
        <extracomment>nap-igougo.json: activation/explain</extracomment>
        <translation>Initiative, événements aléatoires, puis la phase de chaque joueur à tour de rôle, puis la fin du tour.</translation>
    </message>
    <message>
        <source>Random events</source>
        <extracomment>nap-igougo.json: activation/phases/random-events/name</extracomment>
        <translation>Événements aléatoires</translation>
    </message>
    <message>
        <source>No table is given.</source>
        <extracomment>nap-igougo.json: activation/phases/random-events/explain</extracomment>
        <translation>Aucune table n&apos;est fournie.</translation>
    </message>
    <message>
        <source>First player&apos;s phase</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/name</extracomment>
        <translation>Phase du premier joueur</translation>
    </message>
    <message>
        <source>Second player&apos;s phase</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/second-player/name</extracomment>
        <translation>Phase du second joueur</translation>
    </message>
    <message>
        <source>End of turn</source>
        <extracomment>nap-igougo.json: activation/phases/end-of-turn/name</extracomment>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>Check for victory.</source>
        <extracomment>nap-igougo.json: activation/phases/end-of-turn/explain</extracomment>
        <translation>Vérifier la victoire.</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/british</extracomment>
        <translation>Britanniques</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/french</extracomment>
        <translation>Français</translation>
    </message>
    <message>
        <source>Russian</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/russian</extracomment>
        <translation>Russes</translation>
    </message>
    <message>
        <source>Turkish</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/turkish</extracomment>
        <translation>Ottomans</translation>
    </message>
    <message>
        <source>Austrian</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/austrian</extracomment>
        <translation>Autrichiens</translation>
    </message>
    <message>
        <source>Prussian</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/prussian</extracomment>
        <translation>Prussiens</translation>
    </message>
    <message>
        <source>Spanish</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/spanish</extracomment>
        <translation>Espagnols</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/portuguese</extracomment>
        <translation>Portugais</translation>
    </message>
    <message>
        <source>Other</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/other</extracomment>
        <translation>Autre</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>nap-igougo.json: fields/attached-leader/choices/none</extracomment>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>orders</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/orders</extracomment>
        <translation>ordres</translation>
    </message>
    <message>
        <source>rally</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/rally</extracomment>
        <translation>ralliement</translation>
    </message>
    <message>
        <source>movement</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/movement</extracomment>
        <translation>mouvement</translation>
    </message>
    <message>
        <source>stationary fire</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/stationary-fire</extracomment>
        <translation>tir à l&apos;arrêt</translation>
    </message>
    <message>
        <source>charge test</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/charge-test</extracomment>
        <translation>test de charge</translation>
    </message>
    <message>
        <source>moving fire</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/moving-fire</extracomment>
        <translation>tir en mouvement</translation>
    </message>
    <message>
        <source>melee</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/melee</extracomment>
        <translation>mêlée</translation>
    </message>
    <message>
        <source>breakthrough</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/breakthrough</extracomment>
        <translation>percée</translation>
    </message>
    <message>
        <source>Distance</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/distance/name</extracomment>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Inches from the charger to the unit it charges.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation>Pouces entre le chargeur et l&apos;unité qu&apos;il charge.</translation>
    </message>
    <message>
        <source>Charge halted</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/halted/name</extracomment>
        <translation>Charge arrêtée</translation>
    </message>
    <message>
        <source>The charge test failed: the charger stays where it is and may fire in moving fire.</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/halted/explain</extracomment>
        <translation>Le test de charge a échoué : le chargeur reste sur place et peut tirer en tir en mouvement.</translation>
    </message>
    <message>
        <source>Charger won the melee</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation>Le chargeur a gagné la mêlée</translation>
    </message>
    <message>
        <source>Defender won the melee</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation>Le défenseur a gagné la mêlée</translation>
    </message>
    <message>
        <source>Still locked in melee</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/undecided/name</extracomment>
        <translation>Toujours engagés en mêlée</translation>
    </message>
    <message>
        <source>Three close rounds in a row: fight on with the next-round melee test.</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/undecided/explain</extracomment>
        <translation>Trois rounds serrés de suite : continuez avec le test de mêlée du round suivant.</translation>
    </message>
    <message>
        <source>Receive the charge</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/stand/name</extracomment>
        <translation>Recevoir la charge</translation>
    </message>
    <message>
        <source>Meet the charge as the unit stands.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/stand/explain</extracomment>
        <translation>Recevoir la charge telle que l&apos;unité se tient.</translation>
    </message>
    <message>
        <source>Change facing or formation</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/responses/react/name</extracomment>
        <translation>Changer de front ou de formation</translation>
    </message>
    <message>
        <source>The unit tests to turn or change formation before contact; on a fail it meets the charge as it stands.</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/responses/react/explain</extracomment>
        <translation>L&apos;unité teste pour pivoter ou changer de formation avant le contact ; en cas d&apos;échec elle reçoit la charge telle qu&apos;elle est.</translation>
    </message>
    <message>
        <source>Point-blank fire</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/name</extracomment>
        <translation>Tir à bout portant</translation>
    </message>
    <message>
        <source>The unit tests to fire at point blank as the charge comes in; on a pass fire with the fire test before the melee, on a fail it meets the charge without firing.</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/responses/point-blank/explain</extracomment>
        <translation>L&apos;unité teste pour tirer à bout portant quand la charge arrive ; réussi : tirez avec le test de tir avant la mêlée, raté : elle reçoit la charge sans tirer.</translation>
    </message>
    <message>
        <source>Melee, third round</source>
        <extracomment>nap-igougo.json: procedures/charge/after/3/onOutcome/close/0/onOutcome/close/0/name</extracomment>
        <translation>Mêlée, troisième round</translation>
    </message>
    <message>
        <source>Melee, second round</source>
        <extracomment>nap-igougo.json: procedures/charge/after/3/onOutcome/close/0/name</extracomment>
        <translation>Mêlée, deuxième round</translation>
    </message>
    <message>
        <source>Outnumbers the enemy</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mass/name</extracomment>
        <translation>Supériorité numérique</translation>
    </message>
    <message>
        <source>Worked out from both units&apos; strength left (strength less casualties), the highest band reached: 1.5 to 1 +2, 2 to 1 +3, 3 to 1 +5, 4 to 1 +6.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mass/explain</extracomment>
        <translation>Calculée d&apos;après la force restante des deux unités (force moins pertes), le plus haut palier atteint : 1,5 contre 1 +2, 2 contre 1 +3, 3 contre 1 +5, 4 contre 1 +6.</translation>
    </message>
    <message>
        <source>A unit that took casualties from this fire tests its morale once (no test when the fire did no harm).</source>
        <extracomment>nap-igougo.json: tests/musketry/then/0/explain</extracomment>
        <translation>Une unité qui a subi des pertes de ce tir teste une fois son moral (pas de test si le tir n&apos;a rien fait).</translation>
    </message>
    <message>
        <source>Charge bonus</source>
        <extracomment>nap-igougo.json: tests/charge-bonus/name</extracomment>
        <translation>Bonus de charge</translation>
    </message>
    <message>
        <source>A charge adds dice to the move: 1D6 inches for infantry, 2D6 for cavalry.</source>
        <extracomment>nap-igougo.json: tests/charge-bonus/explain</extracomment>
        <translation>Une charge ajoute des dés au mouvement : 1D6 pouces pour l&apos;infanterie, 2D6 pour la cavalerie.</translation>
    </message>
    <message>
        <source>The charger tests to go in and rolls its charge bonus, which must bring it to the target; the unit charged may stay as it is or test to change its facing or formation first; then the melee is fought round after round until one side wins clearly.</source>
        <extracomment>nap-igougo-1.1.0.json: procedures/charge/explain</extracomment>
        <translation>Le chargeur teste pour s&apos;engager et jette son bonus de charge, qui doit l&apos;amener à la cible ; l&apos;unité chargée peut rester telle quelle ou tester d&apos;abord pour changer de front ou de formation ; puis la mêlée se livre round après round jusqu&apos;à ce qu&apos;un camp gagne nettement.</translation>
    </message>
    <message>
        <source>The charger&apos;s move in its formation, before the charge bonus.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/move/explain</extracomment>
        <translation>Le mouvement du chargeur dans sa formation, avant le bonus de charge.</translation>
    </message>
    <message>
        <source>Fell short</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation>Trop court</translation>
    </message>
    <message>
        <source>The move and the charge bonus rolled do not reach the target: the charger ends its move short of it.</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation>Le mouvement et le bonus de charge jeté n&apos;atteignent pas la cible : le chargeur finit son mouvement en deçà.</translation>
    </message>
    <message>
        <source>Does it reach?</source>
        <extracomment>nap-igougo.json: procedures/charge/before/1/name</extracomment>
        <translation>Atteint-il ?</translation>
    </message>
    <message>
        <source>Both sides add their troop value, modifiers and a d10; the difference decides. The first round counts the charge; a close fight costs both a casualty and is fought again without it.</source>
        <extracomment>nap-igougo.json: procedures/charge/after/3/explain</extracomment>
        <translation>Chaque camp additionne sa valeur de troupe, ses modificateurs et un d10 ; la différence décide. Le premier round compte la charge ; un combat serré coûte une perte à chacun et se livre de nouveau sans elle.</translation>
    </message>
    <message>
        <source>Charge bonus rolled</source>
        <extracomment>nap-igougo.json: procedures/charge/vars/bonus/name</extracomment>
        <translation>Bonus de charge jeté</translation>
    </message>
    <message>
        <source>Morale after fire casualties</source>
        <extracomment>nap-igougo.json: options/fire-morale/name</extracomment>
        <translation>Moral après des pertes au tir</translation>
    </message>
    <message>
        <source>The rules list morale modifiers but not when to test. We have a unit test its morale once after any fire that causes it casualties; some players test only at the end of the fire phase, by hand.</source>
        <extracomment>nap-igougo.json: options/fire-morale/explain</extracomment>
        <translation>Les règles donnent des modificateurs de moral mais pas quand tester. Chez nous, une unité teste son moral une fois après tout tir qui lui cause des pertes ; certains joueurs ne testent qu&apos;à la fin de la phase de tir, à la main.</translation>
    </message>
    <message>
        <source>After each fire that hurts</source>
        <extracomment>nap-igougo.json: options/fire-morale/choices/after-casualties/name</extracomment>
        <translation>Après chaque tir qui blesse</translation>
    </message>
    <message>
        <source>By hand</source>
        <extracomment>nap-igougo.json: options/fire-morale/choices/by-hand/name</extracomment>
        <translation>À la main</translation>
    </message>
    <message>
        <source>Each side&apos;s commander-in-chief rolls a D10 and adds his leader and staff ratings; the higher total has the initiative and its side goes first this turn. A tie is rolled again.</source>
        <extracomment>nap-igougo.json: activation/phases/initiative/explain</extracomment>
        <translation>Le commandant en chef de chaque camp lance un D10 et ajoute ses valeurs de chef et d&apos;état-major&#xa0;; le plus haut total a l&apos;initiative et son camp commence ce tour-ci. En cas d&apos;égalité, on relance.</translation>
    </message>
    <message>
        <source>First side&apos;s phase</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/name</extracomment>
        <translation>Phase du premier camp</translation>
    </message>
    <message>
        <source>The side that goes first this turn acts: orders, rally, movement and fire, then the charges and melees.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/explain</extracomment>
        <translation>Le camp qui commence ce tour agit&#xa0;: ordres, ralliement, mouvement et tir, puis les charges et les mêlées.</translation>
    </message>
    <message>
        <source>Orders</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/orders/name</extracomment>
        <translation>Ordres</translation>
    </message>
    <message>
        <source>The side whose phase it is marks its units out of command, rolls for each order still pending and may give new ones; a new order arrives in this side&apos;s next orders segment.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/orders/explain</extracomment>
        <translation>Le camp dont c&apos;est la phase marque ses unités hors commandement, lance les dés pour chaque ordre en attente et peut en donner de nouveaux&#xa0;; un nouvel ordre arrive à la prochaine étape des ordres de ce camp.</translation>
    </message>
    <message>
        <source>Rally</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/rally/name</extracomment>
        <translation>Ralliement</translation>
    </message>
    <message>
        <source>Leaders move, join or leave units; a routed unit with a rally order tests, and one that fails runs back.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/rally/explain</extracomment>
        <translation>Les chefs se déplacent, rejoignent ou quittent des unités&#xa0;; une unité en déroute avec un ordre de ralliement fait un test, et celle qui échoue recule en courant.</translation>
    </message>
    <message>
        <source>Movement</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/movement/name</extracomment>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Units in command or under an order move, change face or formation, or declare a charge, and the unit charged says how it reacts. Others may only turn, steady themselves or shake off disorder.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/movement/explain</extracomment>
        <translation>Les unités sous commandement ou sous un ordre se déplacent, changent de front ou de formation, ou déclarent une charge, et l&apos;unité chargée dit comment elle réagit. Les autres peuvent seulement pivoter, se reprendre ou se remettre en ordre.</translation>
    </message>
    <message>
        <source>Stationary fire</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/stationary-fire/name</extracomment>
        <translation>Tir à l&apos;arrêt</translation>
    </message>
    <message>
        <source>The other side fires, and so do this side&apos;s units that did not move; all of it counts at once.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/stationary-fire/explain</extracomment>
        <translation>L&apos;autre camp tire, ainsi que les unités de ce camp qui n&apos;ont pas bougé&#xa0;; tout compte en même temps.</translation>
    </message>
    <message>
        <source>Each charger tests: a pass carries it into contact and the melee that follows, a failure stops it where it is.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/charge-test/explain</extracomment>
        <translation>Chaque chargeur fait un test&#xa0;: une réussite le porte au contact et à la mêlée qui suit, un échec l&apos;arrête sur place.</translation>
    </message>
    <message>
        <source>Moving fire</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/moving-fire/name</extracomment>
        <translation>Tir en mouvement</translation>
    </message>
    <message>
        <source>This side&apos;s units that have not fired in this phase fire now, chargers that were stopped among them.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/moving-fire/explain</extracomment>
        <translation>Les unités de ce camp qui n&apos;ont pas tiré dans cette phase tirent maintenant, y compris les chargeurs arrêtés.</translation>
    </message>
    <message>
        <source>Units in contact fight it out, round after round, until one side gives way.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/melee/explain</extracomment>
        <translation>Les unités au contact se battent, round après round, jusqu&apos;à ce qu&apos;un camp cède.</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/breakthrough/name</extracomment>
        <translation>Percée</translation>
    </message>
    <message>
        <source>Units that won a melee may move on and fight again.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/breakthrough/explain</extracomment>
        <translation>Les unités qui ont gagné une mêlée peuvent poursuivre et combattre à nouveau.</translation>
    </message>
    <message>
        <source>Second side&apos;s phase</source>
        <extracomment>nap-igougo.json: activation/phases/second-player/name</extracomment>
        <translation>Phase du second camp</translation>
    </message>
    <message>
        <source>The other side now acts in the same steps.</source>
        <extracomment>nap-igougo.json: activation/phases/second-player/explain</extracomment>
        <translation>L&apos;autre camp agit maintenant dans les mêmes étapes.</translation>
    </message>
    <message>
        <source>Moved this phase</source>
        <extracomment>nap-igougo.json: fields/moved/name</extracomment>
        <translation>A bougé dans cette phase</translation>
    </message>
    <message>
        <source>Set when the unit moves in its side&apos;s phase; cleared when the phase ends.</source>
        <extracomment>nap-igougo.json: fields/moved/explain</extracomment>
        <translation>Posé quand l&apos;unité bouge dans la phase de son camp&#xa0;; effacé à la fin de la phase.</translation>
    </message>
    <message>
        <source>Fire over 50 points is split into parts of at most 50, each rolled and read on its own row, and the hits added (or it is read on the 46-50 row, by option).</source>
        <extracomment>nap-igougo.json: tables/fire-combat/explain</extracomment>
        <translation>Un tir de plus de 50 points est divisé en parts d&apos;au plus 50, chacune lancée et lue sur sa propre ligne, et les touches s&apos;additionnent (ou il est lu sur la ligne 46-50, selon l&apos;option).</translation>
    </message>
    <message>
        <source>Distance to the target</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/inputs/distance/name</extracomment>
        <translation>Distance à la cible</translation>
    </message>
    <message>
        <source>Measured to the target; sets the range band (0: by hand).</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/inputs/distance/explain</extracomment>
        <translation>Mesurée jusqu&apos;à la cible&#xa0;; donne la bande de portée (0&#xa0;: à la main).</translation>
    </message>
    <message>
        <source>In melee</source>
        <extracomment>nap-igougo.json: fields/in-melee/name</extracomment>
        <translation>En mêlée</translation>
    </message>
    <message>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>nap-igougo.json: fields/in-melee/explain</extracomment>
        <translation>Prise dans une mêlée qui continue&#xa0;: «&#xa0;Poursuivre la mêlée&#xa0;» sur sa fiche livre le round suivant. Une mêlée indécise le pose, une mêlée tranchée le lève&#xa0;; l&apos;arbitre le pose pour des unités déjà au contact.</translation>
    </message>
    <message>
        <source>Still in melee</source>
        <extracomment>nap-igougo.json: procedures/charge/after/3/onOutcome/close/0/onOutcome/close/0/onOutcome/close/0/name</extracomment>
        <translation>Toujours en mêlée</translation>
    </message>
    <message>
        <source>Continue melee</source>
        <extracomment>nap-igougo.json: procedures/melee/name</extracomment>
        <translation>Poursuivre la mêlée</translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>nap-igougo.json: procedures/melee/explain</extracomment>
        <translation>Une mêlée qui se poursuit depuis un tour précédent, ou entre unités déjà au contact&#xa0;: un round de plus, les deux camps ensemble, et tout ce qui en découle. L&apos;unité dont la fiche l&apos;ouvre est l&apos;acteur&#xa0;; choisissez l&apos;unité qu&apos;elle combat.</translation>
    </message>
    <message>
        <source>Won the melee</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/won/name</extracomment>
        <translation>Mêlée gagnée</translation>
    </message>
    <message>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/won/explain</extracomment>
        <translation>L&apos;unité dont c&apos;est la fiche a gagné ce round.</translation>
    </message>
    <message>
        <source>Lost the melee</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/lost/name</extracomment>
        <translation>Mêlée perdue</translation>
    </message>
    <message>
        <source>The unit it fights won this round.</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/lost/explain</extracomment>
        <translation>L&apos;unité qu&apos;elle combat a gagné ce round.</translation>
    </message>
    <message>
        <source>Fight on</source>
        <extracomment>nap-igougo.json: procedures/melee/responses/fight/name</extracomment>
        <translation>Continuer le combat</translation>
    </message>
    <message>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>nap-igougo.json: procedures/melee/responses/fight/explain</extracomment>
        <translation>Les deux unités restent en mêlée et livrent ce round.</translation>
    </message>
    <message>
        <source>The melee is over</source>
        <extracomment>nap-igougo.json: procedures/melee/after/0/onOutcome/decisive/0/then/0/name</extracomment>
        <translation>La mêlée est finie</translation>
    </message>
    <message>
        <source>Attacker outnumbers</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/name</extracomment>
        <translation>L&apos;attaquant est plus nombreux</translation>
    </message>
    <message>
        <source>Strength ratio in the attacker&apos;s favour (the highest band reached).</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/explain</extracomment>
        <translation>Rapport de forces en faveur de l&apos;attaquant (la plus haute tranche atteinte).</translation>
    </message>
    <message>
        <source>1.5 to 1</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/choices/1.5/name</extracomment>
        <translation>1,5 contre 1</translation>
    </message>
    <message>
        <source>2 to 1</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/choices/2/name</extracomment>
        <translation>2 contre 1</translation>
    </message>
    <message>
        <source>3 to 1</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/choices/3/name</extracomment>
        <translation>3 contre 1</translation>
    </message>
    <message>
        <source>4 to 1</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/choices/4/name</extracomment>
        <translation>4 contre 1</translation>
    </message>
    <message>
        <source>Defender outnumbers</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/defender-mass/name</extracomment>
        <translation>Le défenseur est plus nombreux</translation>
    </message>
    <message>
        <source>Strength ratio in the defender&apos;s favour.</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/defender-mass/explain</extracomment>
        <translation>Rapport de forces en faveur du défenseur.</translation>
    </message>
    <message>
        <source>The charger tests to go in; the unit charged may stay as it is or test to change its facing or formation first; then the melee is fought round after round until one side wins clearly.</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/explain</extracomment>
        <translation>L&apos;assaillant teste pour aller au contact&#xa0;; l&apos;unité chargée peut rester telle quelle ou tester d&apos;abord pour changer de front ou de formation&#xa0;; puis la mêlée se livre round après round jusqu&apos;à ce qu&apos;un camp l&apos;emporte nettement.</translation>
    </message>
    <message>
        <source>Both sides add their troop value, modifiers and a d10; the difference decides. A close fight costs both a casualty and is fought again without the charge.</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/after/0/explain</extracomment>
        <translation>Chaque camp additionne sa valeur de troupe, ses modificateurs et un d10&#xa0;; la différence décide. Un combat serré coûte une perte à chacun et se livre à nouveau sans la charge.</translation>
    </message>
    <message>
        <source>Morale after a lost melee</source>
        <extracomment>nap-igougo.json: options/melee-morale/name</extracomment>
        <translation>Moral après une mêlée perdue</translation>
    </message>
    <message>
        <source>The rules give a melee&apos;s results but never say when morale is tested. We have a unit that loses a melee by 3 to 5 (shaken and falling back) test its morale at once, so a failure routs it; a unit beaten by more already routs, and a close fight is no defeat. The other reading leaves such tests to the players.</source>
        <extracomment>nap-igougo.json: options/melee-morale/explain</extracomment>
        <translation>Les règles donnent les résultats d’une mêlée mais ne disent jamais quand tester le moral. Chez nous, une unité qui perd une mêlée de 3 à 5 (ébranlée, qui recule) teste aussitôt son moral, de sorte qu’un échec la met en déroute ; une unité battue plus lourdement est déjà en déroute, et un combat serré n’est pas une défaite. L’autre lecture laisse ces tests aux joueurs.</translation>
    </message>
    <message>
        <source>Test after a clear defeat</source>
        <extracomment>nap-igougo.json: options/melee-morale/choices/after-loss/name</extracomment>
        <translation>Test après une nette défaite</translation>
    </message>
    <message>
        <source>Left to the players</source>
        <extracomment>nap-igougo.json: options/melee-morale/choices/by-hand/name</extracomment>
        <translation>Laissé aux joueurs</translation>
    </message>
    <message>
        <source>Beaten in melee</source>
        <extracomment>nap-igougo.json: triggers/lost-melee/name</extracomment>
        <translation>Battu en mêlée</translation>
    </message>
    <message>
        <source>A unit beaten by 3 to 5 in a melee round owes a morale test against the winner, taken before the next melee or move; a unit already routed by a heavier defeat owes none.</source>
        <extracomment>nap-igougo.json: triggers/lost-melee/explain</extracomment>
        <translation>Une unité battue de 3 à 5 dans un round de mêlée doit un test de moral contre le vainqueur, passé avant la mêlée ou le mouvement suivant ; une unité déjà en déroute après une défaite plus lourde n’en doit pas.</translation>
    </message>
    <message>
        <source>Casualties from fire</source>
        <extracomment>nap-igougo.json: triggers/fire-casualties/name</extracomment>
        <translation>Pertes au feu</translation>
    </message>
    <message>
        <source>Musketry or artillery that causes casualties already has the unit hit test its morale as part of the same fire (under our reading of when to test), so no test is owed apart from it.</source>
        <extracomment>nap-igougo.json: triggers/fire-casualties/explain</extracomment>
        <translation>Un feu de mousqueterie ou d’artillerie qui cause des pertes fait déjà tester son moral à l’unité touchée dans ce même feu (selon notre lecture du moment où l’on teste) : aucun test n’est dû en dehors de lui.</translation>
    </message>
    <message>
        <source>Charging, and reacting to a charge</source>
        <extracomment>nap-igougo.json: triggers/charge-and-reaction/name</extracomment>
        <translation>Charger, et réagir à une charge</translation>
    </message>
    <message>
        <source>The charge test and the charged unit&apos;s reaction test are steps of the charge, taken in their turn when it is resolved; nothing is owed after it.</source>
        <extracomment>nap-igougo.json: triggers/charge-and-reaction/explain</extracomment>
        <translation>Le test de charge et le test de réaction de l’unité chargée sont des étapes de la charge, passées à leur tour quand elle est résolue ; rien n’est dû après.</translation>
    </message>
    <message>
        <source>The charger rolls its charge bonus, which must bring it to the target; the unit charged may stay as it is, test to turn to face a charge into its flank, to form square, or to hold its fire to point blank; then the charger tests to go in, and the melee is fought round after round until one side wins clearly.</source>
        <extracomment>nap-igougo.json: procedures/charge/explain</extracomment>
        <translation>Le chargeur lance son bonus de charge, qui doit l&apos;amener jusqu&apos;à la cible ; l&apos;unité chargée peut rester telle qu&apos;elle est, ou tester pour faire face à une charge sur son flanc, former le carré ou retenir son feu jusqu&apos;à bout portant ; puis le chargeur teste pour aller au contact, et la mêlée se livre round après round jusqu&apos;à ce qu&apos;un camp l&apos;emporte nettement.</translation>
    </message>
    <message>
        <source>Into a flank or the rear</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/flank/name</extracomment>
        <translation>Sur un flanc ou l&apos;arrière</translation>
    </message>
    <message>
        <source>1 when the charge comes in on the target&apos;s flank or rear: the flank bonuses count unless the target turns to face it or is in square (a square has no flank), and it may not fire at point blank. 0 otherwise.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/flank/explain</extracomment>
        <translation>1 quand la charge arrive sur le flanc ou l&apos;arrière de la cible : les bonus de flanc comptent, sauf si la cible lui fait face ou est en carré (un carré n&apos;a pas de flanc), et elle ne peut pas tirer à bout portant. 0 sinon.</translation>
    </message>
    <message>
        <source>Stands firing at point blank</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/firingStands/name</extracomment>
        <translation>Socles qui tirent à bout portant</translation>
    </message>
    <message>
        <source>The front-rank stands (or guns) of the unit charged that fire if it holds its fire to point blank; 0 counts every stand it has left.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/firingStands/explain</extracomment>
        <translation>Les socles du premier rang (ou les pièces) de l&apos;unité chargée qui tirent si elle retient son feu jusqu&apos;à bout portant ; 0 compte tous les socles qui lui restent.</translation>
    </message>
    <message>
        <source>Charger routed</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/charger-routed/name</extracomment>
        <translation>Chargeur en déroute</translation>
    </message>
    <message>
        <source>The charger is routed, its morale broken by the point-blank volley: a routed unit does not go in.</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/charger-routed/explain</extracomment>
        <translation>Le chargeur est en déroute, son moral brisé par la salve à bout portant : une unité en déroute ne va pas au contact.</translation>
    </message>
    <message>
        <source>Turn to face</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/change-facing/name</extracomment>
        <translation>Faire face</translation>
    </message>
    <message>
        <source>Charged in the flank or rear, the unit tests to turn and meet the charge front on; on a pass the flank bonuses no longer count, on a fail it is taken in the flank.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/change-facing/explain</extracomment>
        <translation>Chargée sur le flanc ou l&apos;arrière, l&apos;unité teste pour pivoter et recevoir la charge de front ; réussi, les bonus de flanc ne comptent plus ; raté, elle est prise de flanc.</translation>
    </message>
    <message>
        <source>Faces the charge</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/change-facing/steps/2/onPass/0/name</extracomment>
        <translation>Fait face à la charge</translation>
    </message>
    <message>
        <source>Form square</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/form-square/name</extracomment>
        <translation>Former le carré</translation>
    </message>
    <message>
        <source>Infantry tests to form square before the charge strikes; on a pass it meets the charge in square (which has no flank), on a fail as it stands.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/form-square/explain</extracomment>
        <translation>L&apos;infanterie teste pour former le carré avant que la charge ne frappe ; réussi, elle reçoit la charge en carré (qui n&apos;a pas de flanc) ; raté, telle qu&apos;elle est.</translation>
    </message>
    <message>
        <source>Forms square</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/form-square/steps/2/onPass/0/name</extracomment>
        <translation>Forme le carré</translation>
    </message>
    <message>
        <source>The unit tests to hold its fire until the charger is at point blank; on a pass its volley (or canister) is fired at the charger with the point-blank bonus, before the charge test, and hits there count against it; on a fail it meets the charge without firing. Not against a charge into its flank, which its fire cannot reach, unless it is in square.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/explain</extracomment>
        <translation>L&apos;unité teste pour retenir son feu jusqu&apos;à ce que le chargeur soit à bout portant ; réussi, sa salve (ou sa mitraille) part sur le chargeur avec le bonus de bout portant, avant le test de charge, où les touches comptent contre lui ; raté, elle reçoit la charge sans tirer. Pas contre une charge sur son flanc, que son feu ne peut atteindre, sauf si elle est en carré.</translation>
    </message>
    <message>
        <source>Volley or canister?</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/steps/0/onPass/0/name</extracomment>
        <translation>Salve ou mitraille ?</translation>
    </message>
    <message>
        <source>Point-blank canister</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/steps/0/onPass/0/then/0/name</extracomment>
        <translation>Mitraille à bout portant</translation>
    </message>
    <message>
        <source>Point-blank volley</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/steps/0/onPass/0/else/0/name</extracomment>
        <translation>Salve à bout portant</translation>
    </message>
    <message>
        <source>Does the charger still come on?</source>
        <extracomment>nap-igougo.json: procedures/charge/after/0/name</extracomment>
        <translation>Le chargeur avance-t-il encore ?</translation>
    </message>
    <message>
        <source>Into the flank</source>
        <extracomment>nap-igougo.json: procedures/charge/after/1/name</extracomment>
        <translation>Sur le flanc</translation>
    </message>
    <message>
        <source>Taken after the fire at the charger: each hit it took this turn counts against it.</source>
        <extracomment>nap-igougo.json: procedures/charge/after/2/explain</extracomment>
        <translation>Passé après le tir sur le chargeur : chaque touche qu&apos;il a subie ce tour compte contre lui.</translation>
    </message>
    <message>
        <source>Only against a charge into the unit&apos;s flank or rear, and never in square, which has no flank.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/change-facing/notOffered</extracomment>
        <translation>Seulement contre une charge dans le flanc ou les arrières de l’unité, et jamais en carré, qui n’a pas de flanc.</translation>
    </message>
    <message>
        <source>Only for a unit that can fire (foot, guns unlimbered or in prolonge, horse in skirmish order), and not against a charge into its flank or rear unless it is in square.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/notOffered</extracomment>
        <translation>Seulement pour une unité qui peut tirer (infanterie, canons en batterie ou à la prolonge, cavalerie en ordre dispersé), et pas contre une charge dans son flanc ou ses arrières sauf si elle est en carré.</translation>
    </message>
</context>
<context>
    <name>scenario:brigade-demo</name>
    <message>
        <source>The stream at Hollesbeck (demo)</source>
        <extracomment>brigade-demo.json: name</extracomment>
        <translation>Le ruisseau de Hollesbeck (démo)</translation>
    </message>
    <message>
        <source>A fictional brigade fight for the brigade rules: a British brigade with guns holds a stream line against a French brigade and its cavalry.</source>
        <extracomment>brigade-demo.json: explain</extracomment>
        <translation>Un combat de brigade imaginaire pour les règles de brigade&#xa0;: une brigade britannique avec ses pièces tient la ligne d&apos;un ruisseau contre une brigade française et sa cavalerie.</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>brigade-demo.json: sides/british/name</extracomment>
        <translation>Britanniques</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>brigade-demo.json: sides/french/name</extracomment>
        <translation>Français</translation>
    </message>
</context>
<context>
    <name>scenario:brigade-tutorial</name>
    <message>
        <source>A first battle: the orchard</source>
        <extracomment>brigade-battle.json: name</extracomment>
        <translation>Une première bataille : le verger</translation>
    </message>
    <message>
        <source>A small action for the guided first battle: two British and two French units by an orchard.</source>
        <extracomment>brigade-battle.json: explain</extracomment>
        <translation>Un petit combat pour la première bataille guidée : deux unités britanniques et deux françaises près d’un verger.</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>brigade-battle.json: sides/british/name</extracomment>
        <translation>Britanniques</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>brigade-battle.json: sides/french/name</extracomment>
        <translation>Français</translation>
    </message>
</context>
<context>
    <name>scenario:chosen-men-demo</name>
    <message>
        <source>The farm at Los Arcos (demo)</source>
        <extracomment>chosen-men-demo.json: name</extracomment>
        <translation>La ferme de Los Arcos (démo)</translation>
    </message>
    <message>
        <source>A fictional skirmish for Chosen Men: a British rifle company holds a farmyard; French voltigeurs and a line company try to clear it.</source>
        <extracomment>chosen-men-demo.json: explain</extracomment>
        <translation>Une escarmouche imaginaire pour Chosen Men&#xa0;: une compagnie de fusiliers britanniques tient une cour de ferme&#xa0;; des voltigeurs français et une compagnie de ligne tentent de la déloger.</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>chosen-men-demo.json: sides/british/name</extracomment>
        <translation>Britanniques</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>chosen-men-demo.json: sides/french/name</extracomment>
        <translation>Français</translation>
    </message>
</context>
<context>
    <name>scenario:chosen-men-tutorial</name>
    <message>
        <source>A first battle: the farm track</source>
        <extracomment>chosen-men-battle.json: name</extracomment>
        <translation>Une première bataille : le chemin de ferme</translation>
    </message>
    <message>
        <source>A small skirmish for the guided first battle: a few riflemen and voltigeurs along a farm track.</source>
        <extracomment>chosen-men-battle.json: explain</extracomment>
        <translation>Une petite escarmouche pour la première bataille guidée : quelques fusiliers et voltigeurs le long d’un chemin de ferme.</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>chosen-men-battle.json: sides/british/name</extracomment>
        <translation>Britanniques</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>chosen-men-battle.json: sides/french/name</extracomment>
        <translation>Français</translation>
    </message>
</context>
<context>
    <name>scenario:kgcwo-demo</name>
    <message>
        <source>The ridge at San Marcial (demo)</source>
        <extracomment>kgcwo-demo.json: name</extracomment>
        <translation>La crête de San Marcial (démo)</translation>
    </message>
    <message>
        <source>A fictional brigade action for learning King George Commands and We Obey: a British brigade holds a ridge against a French brigade attacking in column.</source>
        <extracomment>kgcwo-demo.json: explain</extracomment>
        <translation>Un engagement de brigade imaginaire pour apprendre King George Commands and We Obey&#xa0;: une brigade britannique tient une crête contre une brigade française qui attaque en colonne.</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>kgcwo-demo.json: sides/british/name</extracomment>
        <translation>Britanniques</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>kgcwo-demo.json: sides/french/name</extracomment>
        <translation>Français</translation>
    </message>
</context>
<context>
    <name>scenario:kgcwo-tutorial</name>
    <message>
        <source>A first battle: the ridge outpost</source>
        <extracomment>kgcwo-battle.json: name</extracomment>
        <translation>Une première bataille : l’avant-poste de la crête</translation>
    </message>
    <message>
        <source>A small action for the guided first battle: two British units hold a ridge, two French units come at them.</source>
        <extracomment>kgcwo-battle.json: explain</extracomment>
        <translation>Un petit combat pour la première bataille guidée : deux unités britanniques tiennent une crête, deux unités françaises les attaquent.</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>kgcwo-battle.json: sides/british/name</extracomment>
        <translation>Britanniques</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>kgcwo-battle.json: sides/french/name</extracomment>
        <translation>Français</translation>
    </message>
</context>
<context>
    <name>scenario:nap-igougo-demo</name>
    <message>
        <source>Crossing at Aldenau (demo)</source>
        <extracomment>nap-igougo-demo.json: name</extracomment>
        <translation>Le passage d&apos;Aldenau (démo)</translation>
    </message>
    <message>
        <source>A fictional clash of two small divisions for the player-turn rules: Austrian infantry and guns hold a village edge; a French division with light cavalry comes on.</source>
        <extracomment>nap-igougo-demo.json: explain</extracomment>
        <translation>Un affrontement imaginaire de deux petites divisions pour les règles à tour par joueur&#xa0;: l&apos;infanterie et les pièces autrichiennes tiennent la lisière d&apos;un village&#xa0;; une division française avec de la cavalerie légère s&apos;avance.</translation>
    </message>
    <message>
        <source>Austrian</source>
        <extracomment>nap-igougo-demo.json: sides/austrian/name</extracomment>
        <translation>Autrichiens</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>nap-igougo-demo.json: sides/french/name</extracomment>
        <translation>Français</translation>
    </message>
</context>
<context>
    <name>scenario:nap-igougo-tutorial</name>
    <message>
        <source>A first battle: the mill stream</source>
        <extracomment>nap-igougo-battle.json: name</extracomment>
        <translation>Une première bataille : le bief du moulin</translation>
    </message>
    <message>
        <source>A small action for the guided first battle: a few Austrian and French units meet at a mill stream.</source>
        <extracomment>nap-igougo-battle.json: explain</extracomment>
        <translation>Un petit combat pour la première bataille guidée : quelques unités autrichiennes et françaises se rencontrent au bief d’un moulin.</translation>
    </message>
    <message>
        <source>Austrian</source>
        <extracomment>nap-igougo-battle.json: sides/austrian/name</extracomment>
        <translation>Autrichiens</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>nap-igougo-battle.json: sides/french/name</extracomment>
        <translation>Français</translation>
    </message>
</context>
<context>
    <name>tutorial:brigade</name>
    <message>
        <source>Guided first battle: the brigade rules</source>
        <extracomment>brigade.json: name</extracomment>
        <translation>Première bataille guidée : les règles de brigade</translation>
    </message>
    <message>
        <source>Step through a side&apos;s move, let a battalion fire, roll, apply and read the journal, with the tutor beside you.</source>
        <extracomment>brigade.json: explain</extracomment>
        <translation>Parcourez le mouvement d’un camp, faites tirer un bataillon, lancez, appliquez et lisez le journal, avec le tuteur à vos côtés.</translation>
    </message>
    <message>
        <source>Welcome to your first battle</source>
        <extracomment>brigade.json: steps/welcome/title</extracomment>
        <translation>Bienvenue dans votre première bataille</translation>
    </message>
    <message>
        <source>Two British and two French units stand by an orchard. Each side moves in turn, step by step. Tap Next to begin.</source>
        <extracomment>brigade.json: steps/welcome/text</extracomment>
        <translation>Deux unités britanniques et deux françaises se tiennent près d’un verger. Chaque camp bouge à son tour, étape par étape. Touchez Suivant pour commencer.</translation>
    </message>
    <message>
        <source>Step on to the firing</source>
        <extracomment>brigade.json: steps/phase/title</extracomment>
        <translation>Avancer jusqu’au tir</translation>
    </message>
    <message>
        <source>The card shows the side moving and the step it is at. The British move first, so the French shoot in this move. Tap Next, step after step, until the card says the other side fires.</source>
        <extracomment>brigade.json: steps/phase/text</extracomment>
        <translation>La carte montre le camp qui bouge et l’étape où il en est. Les Britanniques bougent en premier, donc ce sont les Français qui tirent dans ce mouvement. Touchez Suivant, étape après étape, jusqu’à ce que la carte dise que l’autre camp tire.</translation>
    </message>
    <message>
        <source>What the step means</source>
        <extracomment>brigade.json: steps/card/title</extracomment>
        <translation>Ce que signifie l’étape</translation>
    </message>
    <message>
        <source>Read what this step is for. Each step offers on a unit&apos;s sheet only the tests its side may take in it: now the moving side holds its fire and the other shoots.</source>
        <extracomment>brigade.json: steps/card/text</extracomment>
        <translation>Lisez à quoi sert cette étape. Chaque étape ne propose sur la fiche d’une unité que les tests que son camp peut y faire. Maintenant, le camp qui bouge retient son feu et l’autre tire.</translation>
    </message>
    <message>
        <source>Open a unit&apos;s sheet</source>
        <extracomment>brigade.json: steps/unit/title</extracomment>
        <translation>Ouvrir la fiche d’une unité</translation>
    </message>
    <message>
        <source>Tap one of the French battalions in the order of battle. Its sheet opens with its losses, control state and formation.</source>
        <extracomment>brigade.json: steps/unit/text</extracomment>
        <translation>Touchez l’un des bataillons français dans l’ordre de bataille. Sa fiche s’ouvre avec ses pertes, son état de contrôle et sa formation.</translation>
    </message>
    <message>
        <source>Choose what the unit does</source>
        <extracomment>brigade.json: steps/choose-test/title</extracomment>
        <translation>Choisir ce que fait l’unité</translation>
    </message>
    <message>
        <source>The sheet lists what this unit can do. Tap Fire: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>brigade.json: steps/choose-test/text</extracomment>
        <translation>La fiche liste ce que cette unité peut faire. Touchez Tir : Adjutant prépare le test et montre qui peut en être la cible.</translation>
    </message>
    <message>
        <source>Pick the target</source>
        <extracomment>brigade.json: steps/target/title</extracomment>
        <translation>Choisir la cible</translation>
    </message>
    <message>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>brigade.json: steps/target/text</extracomment>
        <translation>Touchez l’unité ennemie que vous visez, ici sur la fiche ou dans l’ordre de bataille. Puis touchez Suivant.</translation>
    </message>
    <message>
        <source>Tick what the table shows</source>
        <extracomment>brigade.json: steps/modifiers/title</extracomment>
        <translation>Cocher ce que montre la table</translation>
    </message>
    <message>
        <source>Each chip is something that may hold on the table: cover, range, a flank. Tick those that are true. Each die hits on a set score; the ticks change the dice or the score.</source>
        <extracomment>brigade.json: steps/modifiers/text</extracomment>
        <translation>Chaque pastille est une chose qui peut être vraie sur la table : couvert, portée, un flanc. Cochez celles qui le sont. Chaque dé touche à partir d’un score fixe ; les coches changent les dés ou le score.</translation>
    </message>
    <message>
        <source>Read the odds before you roll</source>
        <extracomment>brigade.json: steps/odds/title</extracomment>
        <translation>Lire les chances avant de lancer</translation>
    </message>
    <message>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>brigade.json: steps/odds/text</extracomment>
        <translation>Le total des modificateurs, le score qu’il faut à chaque dé et la chance de chaque issue restent ici pendant que vous cochez. Changez une coche et regardez-les bouger.</translation>
    </message>
    <message>
        <source>Roll, or type real dice</source>
        <extracomment>brigade.json: steps/dice/title</extracomment>
        <translation>Lancer, ou saisir de vrais dés</translation>
    </message>
    <message>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>brigade.json: steps/dice/text</extracomment>
        <translation>Touchez Lancer pour qu’Adjutant lance, ou saisissez une à une les faces des dés jetés sur la table. Le pavé ne bouge pas pendant la saisie.</translation>
    </message>
    <message>
        <source>Read the result</source>
        <extracomment>brigade.json: steps/result/title</extracomment>
        <translation>Lire le résultat</translation>
    </message>
    <message>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>brigade.json: steps/result/text</extracomment>
        <translation>Chaque dé est montré avec ce qu’il a fait, et la ligne qui commence par Pourquoi ? dit en mots simples d’où vient chaque nombre.</translation>
    </message>
    <message>
        <source>Apply it</source>
        <extracomment>brigade.json: steps/apply/title</extracomment>
        <translation>L’appliquer</translation>
    </message>
    <message>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>brigade.json: steps/apply/text</extracomment>
        <translation>Rien ne change tant que vous n’appliquez pas. Touchez Appliquer : pertes et états passent sur l’unité, et tout le test entre au journal.</translation>
    </message>
    <message>
        <source>Look in the journal</source>
        <extracomment>brigade.json: steps/journal/title</extracomment>
        <translation>Regarder le journal</translation>
    </message>
    <message>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>brigade.json: steps/journal/text</extracomment>
        <translation>Tout ce qui s’est passé est gardé au journal, avec ses dés. Touchez Journal pour voir le test que vous venez de jouer.</translation>
    </message>
    <message>
        <source>Your first turn is under way</source>
        <extracomment>brigade.json: steps/finish/title</extracomment>
        <translation>Votre premier tour est lancé</translation>
    </message>
    <message>
        <source>Go on with Next through each side&apos;s move. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>brigade.json: steps/finish/text</extracomment>
        <translation>Continuez avec Suivant à travers le mouvement de chaque camp. Vous pouvez éteindre le tuteur à tout moment et y revenir depuis la page Apprendre.</translation>
    </message>
</context>
<context>
    <name>tutorial:chosen-men</name>
    <message>
        <source>Guided first battle: Chosen Men</source>
        <extracomment>chosen-men.json: name</extracomment>
        <translation>Première bataille guidée : Chosen Men</translation>
    </message>
    <message>
        <source>Draw two cards, let a squad fire, roll for hits and wounds, apply and read the journal, with the tutor beside you.</source>
        <extracomment>chosen-men.json: explain</extracomment>
        <translation>Tirez deux cartes, faites tirer une escouade, lancez pour les touches et les blessures, appliquez et lisez le journal, avec le tuteur à vos côtés.</translation>
    </message>
    <message>
        <source>Welcome to your first skirmish</source>
        <extracomment>chosen-men.json: steps/welcome/title</extracomment>
        <translation>Bienvenue dans votre première escarmouche</translation>
    </message>
    <message>
        <source>A few riflemen face a few voltigeurs along a farm track. You move the figures; Adjutant keeps the cards, the dice and the wounds. Tap Next to begin.</source>
        <extracomment>chosen-men.json: steps/welcome/text</extracomment>
        <translation>Quelques fusiliers font face à quelques voltigeurs le long d’un chemin de ferme. Vous bougez les figurines ; Adjutant tient les cartes, les dés et les blessures. Touchez Suivant pour commencer.</translation>
    </message>
    <message>
        <source>Draw the cards</source>
        <extracomment>chosen-men.json: steps/draw/title</extracomment>
        <translation>Tirer les cartes</translation>
    </message>
    <message>
        <source>Each draw brings up units to act. Tap Draw.</source>
        <extracomment>chosen-men.json: steps/draw/text</extracomment>
        <translation>Chaque tirage fait agir des unités. Touchez Tirer.</translation>
    </message>
    <message>
        <source>What the draw means</source>
        <extracomment>chosen-men.json: steps/card/title</extracomment>
        <translation>Ce que signifie le tirage</translation>
    </message>
    <message>
        <source>The card shows who acts now. When two units come up together, each has its own sheet button here.</source>
        <extracomment>chosen-men.json: steps/card/text</extracomment>
        <translation>La carte montre qui agit maintenant. Quand deux unités sortent ensemble, chacune a ici son propre bouton de fiche.</translation>
    </message>
    <message>
        <source>Open a squad&apos;s sheet</source>
        <extracomment>chosen-men.json: steps/unit/title</extracomment>
        <translation>Ouvrir la fiche d’une escouade</translation>
    </message>
    <message>
        <source>Tap one of your squads in the order of battle. Its sheet opens with its figures, morale and markers.</source>
        <extracomment>chosen-men.json: steps/unit/text</extracomment>
        <translation>Touchez l’une de vos escouades dans l’ordre de bataille. Sa fiche s’ouvre avec ses figurines, son moral et ses marqueurs.</translation>
    </message>
    <message>
        <source>Choose what the unit does</source>
        <extracomment>chosen-men.json: steps/choose-test/title</extracomment>
        <translation>Choisir ce que fait l’unité</translation>
    </message>
    <message>
        <source>The sheet lists what this unit can do. Tap Fire: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>chosen-men.json: steps/choose-test/text</extracomment>
        <translation>La fiche liste ce que cette unité peut faire. Touchez Tir : Adjutant prépare le test et montre qui peut en être la cible.</translation>
    </message>
    <message>
        <source>Pick the target</source>
        <extracomment>chosen-men.json: steps/target/title</extracomment>
        <translation>Choisir la cible</translation>
    </message>
    <message>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>chosen-men.json: steps/target/text</extracomment>
        <translation>Touchez l’unité ennemie que vous visez, ici sur la fiche ou dans l’ordre de bataille. Puis touchez Suivant.</translation>
    </message>
    <message>
        <source>Tick what the table shows</source>
        <extracomment>chosen-men.json: steps/modifiers/title</extracomment>
        <translation>Cocher ce que montre la table</translation>
    </message>
    <message>
        <source>Each chip is something that may hold on the table: cover, range, a flank. Tick those that are true. Each figure firing throws its own die; the ticks change the score it needs.</source>
        <extracomment>chosen-men.json: steps/modifiers/text</extracomment>
        <translation>Chaque pastille est une chose qui peut être vraie sur la table : couvert, portée, un flanc. Cochez celles qui le sont. Chaque figurine qui tire jette son propre dé ; les coches changent le score qu’il lui faut.</translation>
    </message>
    <message>
        <source>Read the odds before you roll</source>
        <extracomment>chosen-men.json: steps/odds/title</extracomment>
        <translation>Lire les chances avant de lancer</translation>
    </message>
    <message>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>chosen-men.json: steps/odds/text</extracomment>
        <translation>Le total des modificateurs, le score qu’il faut à chaque dé et la chance de chaque issue restent ici pendant que vous cochez. Changez une coche et regardez-les bouger.</translation>
    </message>
    <message>
        <source>Roll, or type real dice</source>
        <extracomment>chosen-men.json: steps/dice/title</extracomment>
        <translation>Lancer, ou saisir de vrais dés</translation>
    </message>
    <message>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>chosen-men.json: steps/dice/text</extracomment>
        <translation>Touchez Lancer pour qu’Adjutant lance, ou saisissez une à une les faces des dés jetés sur la table. Le pavé ne bouge pas pendant la saisie.</translation>
    </message>
    <message>
        <source>Read the result</source>
        <extracomment>chosen-men.json: steps/result/title</extracomment>
        <translation>Lire le résultat</translation>
    </message>
    <message>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>chosen-men.json: steps/result/text</extracomment>
        <translation>Chaque dé est montré avec ce qu’il a fait, et la ligne qui commence par Pourquoi ? dit en mots simples d’où vient chaque nombre.</translation>
    </message>
    <message>
        <source>Apply it</source>
        <extracomment>chosen-men.json: steps/apply/title</extracomment>
        <translation>L’appliquer</translation>
    </message>
    <message>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>chosen-men.json: steps/apply/text</extracomment>
        <translation>Rien ne change tant que vous n’appliquez pas. Touchez Appliquer : pertes et états passent sur l’unité, et tout le test entre au journal.</translation>
    </message>
    <message>
        <source>Look in the journal</source>
        <extracomment>chosen-men.json: steps/journal/title</extracomment>
        <translation>Regarder le journal</translation>
    </message>
    <message>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>chosen-men.json: steps/journal/text</extracomment>
        <translation>Tout ce qui s’est passé est gardé au journal, avec ses dés. Touchez Journal pour voir le test que vous venez de jouer.</translation>
    </message>
    <message>
        <source>Your first turn is under way</source>
        <extracomment>chosen-men.json: steps/finish/title</extracomment>
        <translation>Votre premier tour est lancé</translation>
    </message>
    <message>
        <source>Keep drawing until the turn ends. Hits lead on to wound dice on the same sheet. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>chosen-men.json: steps/finish/text</extracomment>
        <translation>Continuez à tirer jusqu’à la fin du tour. Les touches mènent aux dés de blessure sur la même fiche. Vous pouvez éteindre le tuteur à tout moment et y revenir depuis la page Apprendre.</translation>
    </message>
</context>
<context>
    <name>tutorial:kgcwo</name>
    <message>
        <source>Guided first battle: King George Commands and We Obey</source>
        <extracomment>kgcwo.json: name</extracomment>
        <translation>Première bataille guidée : King George Commands and We Obey</translation>
    </message>
    <message>
        <source>Draw a card, let its unit fire, roll, apply and read the journal, with the tutor beside you.</source>
        <extracomment>kgcwo.json: explain</extracomment>
        <translation>Tirez une carte, faites tirer son unité, lancez, appliquez et lisez le journal, avec le tuteur à vos côtés.</translation>
    </message>
    <message>
        <source>Welcome to your first battle</source>
        <extracomment>kgcwo.json: steps/welcome/title</extracomment>
        <translation>Bienvenue dans votre première bataille</translation>
    </message>
    <message>
        <source>Two British units face two French ones. You move the models on the table; Adjutant keeps the cards, the tests and the losses. Tap Next to begin.</source>
        <extracomment>kgcwo.json: steps/welcome/text</extracomment>
        <translation>Deux unités britanniques font face à deux françaises. Vous bougez les figurines sur la table ; Adjutant tient les cartes, les tests et les pertes. Touchez Suivant pour commencer.</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <extracomment>kgcwo.json: steps/draw/title</extracomment>
        <translation>Tirer une carte</translation>
    </message>
    <message>
        <source>Units act when their card comes up. Tap Draw to turn the top card of the deck.</source>
        <extracomment>kgcwo.json: steps/draw/text</extracomment>
        <translation>Les unités agissent quand leur carte sort. Touchez Tirer pour retourner la carte du dessus du paquet.</translation>
    </message>
    <message>
        <source>What the card means</source>
        <extracomment>kgcwo.json: steps/card/title</extracomment>
        <translation>Ce que signifie la carte</translation>
    </message>
    <message>
        <source>The card names the unit (or the commander) that acts now, and what it may do. A special card says what happens instead.</source>
        <extracomment>kgcwo.json: steps/card/text</extracomment>
        <translation>La carte nomme l’unité (ou le commandant) qui agit maintenant, et ce qu’elle peut faire. Une carte spéciale dit ce qui se passe à la place.</translation>
    </message>
    <message>
        <source>Open a unit&apos;s sheet</source>
        <extracomment>kgcwo.json: steps/unit/title</extracomment>
        <translation>Ouvrir la fiche d’une unité</translation>
    </message>
    <message>
        <source>Tap one of your units in the order of battle. Its sheet opens on the right with its losses, morale and formation.</source>
        <extracomment>kgcwo.json: steps/unit/text</extracomment>
        <translation>Touchez l’une de vos unités dans l’ordre de bataille. Sa fiche s’ouvre à droite avec ses pertes, son moral et sa formation.</translation>
    </message>
    <message>
        <source>Choose what the unit does</source>
        <extracomment>kgcwo.json: steps/choose-test/title</extracomment>
        <translation>Choisir ce que fait l’unité</translation>
    </message>
    <message>
        <source>The sheet lists what this unit can do. Tap Fire: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>kgcwo.json: steps/choose-test/text</extracomment>
        <translation>La fiche liste ce que cette unité peut faire. Touchez Tir : Adjutant prépare le test et montre qui peut en être la cible.</translation>
    </message>
    <message>
        <source>Pick the target</source>
        <extracomment>kgcwo.json: steps/target/title</extracomment>
        <translation>Choisir la cible</translation>
    </message>
    <message>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>kgcwo.json: steps/target/text</extracomment>
        <translation>Touchez l’unité ennemie que vous visez, ici sur la fiche ou dans l’ordre de bataille. Puis touchez Suivant.</translation>
    </message>
    <message>
        <source>Tick what the table shows</source>
        <extracomment>kgcwo.json: steps/modifiers/title</extracomment>
        <translation>Cocher ce que montre la table</translation>
    </message>
    <message>
        <source>Each chip is something that may hold on the table: cover, range, a flank. Tick those that are true. A D10 scores on 5 or more, and each tick moves that score.</source>
        <extracomment>kgcwo.json: steps/modifiers/text</extracomment>
        <translation>Chaque pastille est une chose qui peut être vraie sur la table : couvert, portée, un flanc. Cochez celles qui le sont. Un D10 réussit sur 5 ou plus, et chaque coche déplace ce score.</translation>
    </message>
    <message>
        <source>Read the odds before you roll</source>
        <extracomment>kgcwo.json: steps/odds/title</extracomment>
        <translation>Lire les chances avant de lancer</translation>
    </message>
    <message>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>kgcwo.json: steps/odds/text</extracomment>
        <translation>Le total des modificateurs, le score qu’il faut à chaque dé et la chance de chaque issue restent ici pendant que vous cochez. Changez une coche et regardez-les bouger.</translation>
    </message>
    <message>
        <source>Roll, or type real dice</source>
        <extracomment>kgcwo.json: steps/dice/title</extracomment>
        <translation>Lancer, ou saisir de vrais dés</translation>
    </message>
    <message>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>kgcwo.json: steps/dice/text</extracomment>
        <translation>Touchez Lancer pour qu’Adjutant lance, ou saisissez une à une les faces des dés jetés sur la table. Le pavé ne bouge pas pendant la saisie.</translation>
    </message>
    <message>
        <source>Read the result</source>
        <extracomment>kgcwo.json: steps/result/title</extracomment>
        <translation>Lire le résultat</translation>
    </message>
    <message>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>kgcwo.json: steps/result/text</extracomment>
        <translation>Chaque dé est montré avec ce qu’il a fait, et la ligne qui commence par Pourquoi ? dit en mots simples d’où vient chaque nombre.</translation>
    </message>
    <message>
        <source>Apply it</source>
        <extracomment>kgcwo.json: steps/apply/title</extracomment>
        <translation>L’appliquer</translation>
    </message>
    <message>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>kgcwo.json: steps/apply/text</extracomment>
        <translation>Rien ne change tant que vous n’appliquez pas. Touchez Appliquer : pertes et états passent sur l’unité, et tout le test entre au journal.</translation>
    </message>
    <message>
        <source>Look in the journal</source>
        <extracomment>kgcwo.json: steps/journal/title</extracomment>
        <translation>Regarder le journal</translation>
    </message>
    <message>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>kgcwo.json: steps/journal/text</extracomment>
        <translation>Tout ce qui s’est passé est gardé au journal, avec ses dés. Touchez Journal pour voir le test que vous venez de jouer.</translation>
    </message>
    <message>
        <source>Your first turn is under way</source>
        <extracomment>kgcwo.json: steps/finish/title</extracomment>
        <translation>Votre premier tour est lancé</translation>
    </message>
    <message>
        <source>Keep drawing: each card brings a unit up, and when the turn ends the deck is shuffled again. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>kgcwo.json: steps/finish/text</extracomment>
        <translation>Continuez à tirer : chaque carte fait agir une unité, et à la fin du tour le paquet est rebattu. Vous pouvez éteindre le tuteur à tout moment et y revenir depuis la page Apprendre.</translation>
    </message>
</context>
<context>
    <name>tutorial:nap-igougo</name>
    <message>
        <source>Guided first battle: the player-turn Napoleonic rules</source>
        <extracomment>nap-igougo.json: name</extracomment>
        <translation>Première bataille guidée : les règles napoléoniennes à tour de joueur</translation>
    </message>
    <message>
        <source>Step through the phases, let a battalion fire, roll, apply and read the journal, with the tutor beside you.</source>
        <extracomment>nap-igougo.json: explain</extracomment>
        <translation>Parcourez les phases, faites tirer un bataillon, lancez, appliquez et lisez le journal, avec le tuteur à vos côtés.</translation>
    </message>
    <message>
        <source>Welcome to your first battle</source>
        <extracomment>nap-igougo.json: steps/welcome/title</extracomment>
        <translation>Bienvenue dans votre première bataille</translation>
    </message>
    <message>
        <source>A few Austrian and French units meet at a mill stream. The turn goes in phases, one side after the other. Tap Next to begin.</source>
        <extracomment>nap-igougo.json: steps/welcome/text</extracomment>
        <translation>Quelques unités autrichiennes et françaises se rencontrent au bief d’un moulin. Le tour se joue en phases, un camp après l’autre. Touchez Suivant pour commencer.</translation>
    </message>
    <message>
        <source>Step to the next phase</source>
        <extracomment>nap-igougo.json: steps/phase/title</extracomment>
        <translation>Passer à la phase suivante</translation>
    </message>
    <message>
        <source>The card shows the phase you are in. Tap Next to move on; Adjutant says what each phase is for.</source>
        <extracomment>nap-igougo.json: steps/phase/text</extracomment>
        <translation>La carte montre la phase où vous êtes. Touchez Suivant pour avancer ; Adjutant dit à quoi sert chaque phase.</translation>
    </message>
    <message>
        <source>What the phase means</source>
        <extracomment>nap-igougo.json: steps/card/title</extracomment>
        <translation>Ce que signifie la phase</translation>
    </message>
    <message>
        <source>Read what this phase lets each side do. Any test can still be opened from a unit&apos;s sheet when the table needs it.</source>
        <extracomment>nap-igougo.json: steps/card/text</extracomment>
        <translation>Lisez ce que cette phase permet à chaque camp. Tout test peut encore s’ouvrir depuis la fiche d’une unité quand la table en a besoin.</translation>
    </message>
    <message>
        <source>Open a unit&apos;s sheet</source>
        <extracomment>nap-igougo.json: steps/unit/title</extracomment>
        <translation>Ouvrir la fiche d’une unité</translation>
    </message>
    <message>
        <source>Tap one of your battalions in the order of battle. Its sheet opens with its losses, morale and formation.</source>
        <extracomment>nap-igougo.json: steps/unit/text</extracomment>
        <translation>Touchez l’un de vos bataillons dans l’ordre de bataille. Sa fiche s’ouvre avec ses pertes, son moral et sa formation.</translation>
    </message>
    <message>
        <source>Choose what the unit does</source>
        <extracomment>nap-igougo.json: steps/choose-test/title</extracomment>
        <translation>Choisir ce que fait l’unité</translation>
    </message>
    <message>
        <source>The sheet lists what this unit can do. Tap Musketry: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>nap-igougo.json: steps/choose-test/text</extracomment>
        <translation>La fiche liste ce que cette unité peut faire. Touchez Mousqueterie : Adjutant prépare le test et montre qui peut en être la cible.</translation>
    </message>
    <message>
        <source>Pick the target</source>
        <extracomment>nap-igougo.json: steps/target/title</extracomment>
        <translation>Choisir la cible</translation>
    </message>
    <message>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>nap-igougo.json: steps/target/text</extracomment>
        <translation>Touchez l’unité ennemie que vous visez, ici sur la fiche ou dans l’ordre de bataille. Puis touchez Suivant.</translation>
    </message>
    <message>
        <source>Tick what the table shows</source>
        <extracomment>nap-igougo.json: steps/modifiers/title</extracomment>
        <translation>Cocher ce que montre la table</translation>
    </message>
    <message>
        <source>Each chip is something that may hold on the table: cover, range, a flank. Tick those that are true. The fire points depend on the firers and on the range; the ticks change them.</source>
        <extracomment>nap-igougo.json: steps/modifiers/text</extracomment>
        <translation>Chaque pastille est une chose qui peut être vraie sur la table : couvert, portée, un flanc. Cochez celles qui le sont. Les points de feu dépendent des tireurs et de la portée ; les coches les changent.</translation>
    </message>
    <message>
        <source>Read the odds before you roll</source>
        <extracomment>nap-igougo.json: steps/odds/title</extracomment>
        <translation>Lire les chances avant de lancer</translation>
    </message>
    <message>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>nap-igougo.json: steps/odds/text</extracomment>
        <translation>Le total des modificateurs, le score qu’il faut à chaque dé et la chance de chaque issue restent ici pendant que vous cochez. Changez une coche et regardez-les bouger.</translation>
    </message>
    <message>
        <source>Roll, or type real dice</source>
        <extracomment>nap-igougo.json: steps/dice/title</extracomment>
        <translation>Lancer, ou saisir de vrais dés</translation>
    </message>
    <message>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>nap-igougo.json: steps/dice/text</extracomment>
        <translation>Touchez Lancer pour qu’Adjutant lance, ou saisissez une à une les faces des dés jetés sur la table. Le pavé ne bouge pas pendant la saisie.</translation>
    </message>
    <message>
        <source>Read the result</source>
        <extracomment>nap-igougo.json: steps/result/title</extracomment>
        <translation>Lire le résultat</translation>
    </message>
    <message>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>nap-igougo.json: steps/result/text</extracomment>
        <translation>Chaque dé est montré avec ce qu’il a fait, et la ligne qui commence par Pourquoi ? dit en mots simples d’où vient chaque nombre.</translation>
    </message>
    <message>
        <source>Apply it</source>
        <extracomment>nap-igougo.json: steps/apply/title</extracomment>
        <translation>L’appliquer</translation>
    </message>
    <message>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>nap-igougo.json: steps/apply/text</extracomment>
        <translation>Rien ne change tant que vous n’appliquez pas. Touchez Appliquer : pertes et états passent sur l’unité, et tout le test entre au journal.</translation>
    </message>
    <message>
        <source>Look in the journal</source>
        <extracomment>nap-igougo.json: steps/journal/title</extracomment>
        <translation>Regarder le journal</translation>
    </message>
    <message>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>nap-igougo.json: steps/journal/text</extracomment>
        <translation>Tout ce qui s’est passé est gardé au journal, avec ses dés. Touchez Journal pour voir le test que vous venez de jouer.</translation>
    </message>
    <message>
        <source>Your first turn is under way</source>
        <extracomment>nap-igougo.json: steps/finish/title</extracomment>
        <translation>Votre premier tour est lancé</translation>
    </message>
    <message>
        <source>Go on with Next through the phases. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>nap-igougo.json: steps/finish/text</extracomment>
        <translation>Continuez avec Suivant à travers les phases. Vous pouvez éteindre le tuteur à tout moment et y revenir depuis la page Apprendre.</translation>
    </message>
</context>
</TS>
