<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="libertalia" tilewidth="60" tileheight="60" tilecount="26" columns="8">
 <image source="../assets/tiles/libertalia.png" width="480" height="240"/>
 <tile id="0">
  <properties>
   <property name="name" value="sea"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="name" value="sea_waves"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="name" value="sea_sparkle"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="name" value="deck"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="name" value="deck_joint"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="name" value="deck_mast"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="name" value="deck_hatch"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="name" value="deck_barrels"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="name" value="rail_n"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="name" value="rail_s"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="name" value="rail_n_cannon"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="name" value="rail_s_cannon"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="name" value="stern_nw"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="name" value="stern_w"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="name" value="stern_sw"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="name" value="bow_ne"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="name" value="bow_tip"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="name" value="bow_se"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="name" value="den_beam"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="name" value="den"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="name" value="den_floor"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="name" value="table"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="name" value="track_cap_l"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="name" value="track"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="name" value="track_ten"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="name" value="track_cap_r"/>
  </properties>
 </tile>
</tileset>
