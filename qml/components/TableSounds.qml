pragma ComponentBehavior: Bound
import QtQuick
import QtMultimedia
import Adjutant

// The table's sounds: the battle session's cues, as the settings want them, played through Qt
// Multimedia. The Announcer decides what plays and when; without an audio output it plays
// nothing at all, and nothing ever waits for a sound to end.
Item {
    id: sounds

    MediaDevices {
        id: devices
    }

    Announcer {
        id: announcer

        session: BattleSession
        preferences: Preferences
        audioAvailable: devices.audioOutputs.length > 0
        onSoundRequested: (cue, volume) => {
            for (let i = 0; i < sounds.effects.length; ++i) {
                const effect = sounds.effects[i]
                if (effect.objectName === cue && effect.status === SoundEffect.Ready) {
                    effect.volume = volume
                    effect.play()
                }
            }
        }
    }

    // One per cue, named by its id; made by resources/sounds/synth.py.
    property list<SoundEffect> effects: [
        SoundEffect { objectName: "card"; source: "qrc:/sounds/card.wav" },
        SoundEffect { objectName: "phase"; source: "qrc:/sounds/phase.wav" },
        SoundEffect { objectName: "dice"; source: "qrc:/sounds/dice.wav" },
        SoundEffect { objectName: "volley"; source: "qrc:/sounds/volley.wav" },
        SoundEffect { objectName: "cannon"; source: "qrc:/sounds/cannon.wav" },
        SoundEffect { objectName: "charge"; source: "qrc:/sounds/charge.wav" },
        SoundEffect { objectName: "break"; source: "qrc:/sounds/break.wav" },
        SoundEffect { objectName: "turn-end"; source: "qrc:/sounds/turn-end.wav" }
    ]
}
