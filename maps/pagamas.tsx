<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="pagamas" tilewidth="120" tileheight="120" tilecount="16" columns="8">
 <image source="../assets/tiles/pagamas.png" width="960" height="240"/>
 <tile id="0">
  <properties>
   <property name="name" value="plank_a"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="name" value="plank_b"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="name" value="plank_c"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="name" value="plank_d"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="name" value="rail_top"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="name" value="rail_bottom"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="name" value="rail_left"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="name" value="rail_right"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="name" value="corner_tl"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="name" value="corner_tr"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="name" value="corner_bl"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="name" value="corner_br"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="name" value="grating"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="name" value="rope"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="name" value="barrels"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="name" value="mast"/>
  </properties>
 </tile>
</tileset>
