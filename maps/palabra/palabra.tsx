<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="palabra" tilewidth="128" tileheight="128" tilecount="32" columns="8">
 <image source="../../assets/tiles/palabra.png" width="1024" height="512"/>
</tileset>
