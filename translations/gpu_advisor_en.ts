<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ga::InstancesPanel</name>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%n provider</numerusform>
            <numerusform>%n providers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::MainWindow</name>
    <message numerus="yes">
        <source>Imported %n instance(s) from %1</source>
        <translation>
            <numerusform>Imported %n instance from %1</numerusform>
            <numerusform>Imported %n instances from %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::cli</name>
    <message numerus="yes">
        <source>%n preset(s). Use one with --model ID, or give --config config.json or --params 7B.</source>
        <translation>
            <numerusform>%n preset. Use one with --model ID, or give --config config.json or --params 7B.</numerusform>
            <numerusform>%n presets. Use one with --model ID, or give --config config.json or --params 7B.</numerusform>
        </translation>
    </message>
</context>
</TS>
